import { originOf, type SiteSettings } from '@qs/contract';
import type { PartnerDirectory } from '../store/partner-directory';

/** What decides whether an origin is the site's: the settings, and the partners the API knows. */
export interface SiteOrigins {
  site: SiteSettings;
  partners: Pick<PartnerDirectory, 'bySubdomain'>;
}

/**
 * The site's origins: the main site's (QS_SITE_DOMAIN / QS_SITE_ORIGIN, its aliases: 127.0.0.1 locally and
 * QS_SITE_ORIGINS), and `{partner}.{domain}` on the same scheme and port for a partner of the directory
 * only: `evil.{domain}` is nobody's origin. The browser normally reaches the API through the host's
 * same-origin /api proxy, so this is defence in depth.
 */
export const isSiteOrigin = async (origin: string, { site, partners }: SiteOrigins): Promise<boolean> => {
  const kind = originOf(origin, site);
  if (!kind) return false;
  return 'site' in kind || (await partners.bySubdomain(kind.partner)) !== undefined;
};
