// Which origins the site's static servers answer with CORS (scripts/serve-remote.mjs): the main site and
// the partners the API knows, on the site's domain, scheme and port (docs/adr/0010-site-domain.md). A
// subdomain nobody configured (`evil.quieroseguro.co`) gets no CORS header, whatever its name looks like.
import { originOf, readSiteSettings } from '@qs/contract/rules/site-domain';
import { apiUrlsFrom, createApiPool } from './api-pool.mjs';
import { createLookupCache } from './lookup-cache.mjs';
import { proxySecretOf, withProxySecret } from './proxy-secret.mjs';

/** Whether the API knows the partner (its site server's lookup: not counted against a visitor). */
const partnerExists = (api, site) => async (subdomain) => {
  const query = new URLSearchParams({ subdomain, hostname: `${subdomain}.${site.domain}` });
  const response = await api.fetch(`/api/integration/iframe-subdomain?${query}`, { signal: AbortSignal.timeout(3000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`partner lookup answered ${response.status}`);
  return true;
};

/**
 * `isSiteOrigin(origin)` for the settings of this process (QS_SITE_DOMAIN, QS_SITE_ORIGIN, QS_HOST_PORT,
 * QS_SITE_ORIGINS) and the API instances of `apiUrls` (QS_API_URLS or QS_API_URL, tools/server/api-pool.mjs). Partner answers are cached (found 30 s, unknown
 * 60 s, at most 500 names); an API that cannot answer refuses the partner origin (fail closed).
 * `lookUp(subdomain)` replaces the API's partner lookup (true when the partner exists, null when not). The lookups
 * carry QS_PROXY_SECRET when set (tools/server/proxy-secret.mjs): the API counts them as the site's own.
 * @param {{ site?: import('@qs/contract/rules/site-domain').SiteSettings, apiUrls?: string[], proxySecret?: string | null, lookUp?: (subdomain: string) => Promise<true|null> }} [options]
 */
export const createSiteOrigins = ({
  site = readSiteSettings(process.env),
  apiUrls = apiUrlsFrom(process.env),
  proxySecret = proxySecretOf(process.env),
  lookUp,
} = {}) => {
  const partners = createLookupCache({ maxEntries: 500, ttlMs: 30_000, negativeTtlMs: 60_000 });
  const ask =
    lookUp ??
    partnerExists(
      createApiPool({ urls: apiUrls, fetchImpl: (url, init) => fetch(url, withProxySecret(init, proxySecret)) }),
      site,
    );
  return {
    site,
    isSiteOrigin: async (origin) => {
      const kind = originOf(origin, site);
      if (!kind) return false;
      if ('site' in kind) return true;
      try {
        return (await partners.get(kind.partner, () => ask(kind.partner))) !== null;
      } catch {
        return false;
      }
    },
  };
};
