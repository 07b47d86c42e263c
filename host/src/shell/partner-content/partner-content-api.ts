import { apiClient, getPartner, type PartnerContent } from '@qs/shared';

/**
 * The partner's own header and footer (GET /api/integration/subdomain-content, docs/product/shell.md#partner-header-and-footer),
 * or null on the main site (nothing is asked there).
 */
export const getPartnerContent = async (signal: AbortSignal): Promise<PartnerContent | null> => {
  const partner = getPartner();
  if (!partner) return null;
  const answer = await apiClient.get(
    '/integration/subdomain-content',
    { subdomain: partner.subdomain },
    { cache: true, signal },
  );
  return answer?.data ?? null;
};
