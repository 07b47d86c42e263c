import type { ApiConfig } from '../config';

/**
 * The site's origins: localhost and 127.0.0.1 on the site's port, partner subdomains `{sub}.localhost` on it,
 * and the deployment's own list (QS_SITE_ORIGINS). The browser normally reaches the API through the host's
 * same-origin /api proxy, so this is defence in depth.
 */
export const isSiteOrigin = (origin: string, config: Pick<ApiConfig, 'siteOrigins' | 'sitePort'>): boolean => {
  if (config.siteOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || /^[a-z0-9-]+\.localhost$/i.test(url.hostname);
    return url.protocol === 'http:' && local && url.port === config.sitePort && url.origin === origin;
  } catch {
    return false;
  }
};
