import { apiClient, partnerSubdomain, type PartnerConfig } from '@qs/shared';

/**
 * The partner of `{partner}.{site domain}` (`aliado.localhost` locally; the domain is the server's
 * QS_SITE_DOMAIN, read at start), from /api/integration/iframe-subdomain. An unknown subdomain is the main site.
 */
export const resolvePartner = async (hostname: string): Promise<PartnerConfig | null> => {
  const subdomain = partnerSubdomain(hostname);
  if (!subdomain) return null;
  try {
    const answer = await apiClient.get('/integration/iframe-subdomain', { subdomain, hostname }, { cache: true });
    return answer.data;
  } catch {
    return null;
  }
};
