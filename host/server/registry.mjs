// The registry as one host name may see it: a partner subdomain gets only its allowed slices.
import { DEFAULT_SITE_DOMAIN, subdomainOf } from '@qs/contract/rules/site-domain';
import { createLookupCache } from '../../tools/server/lookup-cache.mjs';
import { createFileCache } from './file-cache.mjs';

/** The registry file, parsed once per version of it on disk (file-cache.mjs): the same object until it changes. */
const readRegistryFile = createFileCache(JSON.parse);

/** The partner subdomain of a host name on the site's domain (`config.site`, from QS_SITE_DOMAIN), by the site's one parser. */
export const partnerSubdomainOf = (hostname, config) =>
  subdomainOf(hostname, config.site?.domain ?? DEFAULT_SITE_DOMAIN);

/** Partners by subdomain, unknown subdomains too (null): bounded in size and time (lookup-cache.mjs). */
export const partnerCache = createLookupCache({ maxEntries: 500, ttlMs: 30_000, negativeTtlMs: 60_000 });

/**
 * The host asks on behalf of a visitor, so the API counts the question against that visitor's address
 * (X-Forwarded-For, believed from the host's loopback hop), never against the host's own: inventing
 * host names spends the inventor's quota, not the one every partner page needs.
 * @param {string} [clientIp]
 * @returns {Record<string, string>}
 */
export const onBehalfOf = (clientIp) => (clientIp ? { 'x-forwarded-for': clientIp } : {});

/** Partner config from the API; null for the main site or an unknown subdomain; throws when unreachable. */
export const fetchPartner = async (hostname, config, clientIp) => {
  const subdomain = partnerSubdomainOf(hostname, config);
  if (!subdomain) return null;
  return partnerCache.get(subdomain, () => lookUpPartner(subdomain, hostname, config, clientIp));
};

const lookUpPartner = async (subdomain, hostname, { api }, clientIp) => {
  const query = new URLSearchParams({ subdomain, hostname: hostname.split(':')[0] });
  const response = await api.fetch(`/api/integration/iframe-subdomain?${query}`, {
    headers: onBehalfOf(clientIp),
    signal: AbortSignal.timeout(3000),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`partner lookup answered ${response.status}`);
  return (await response.json()).data;
};

export const readRegistryFor = async (hostname, config, clientIp) => {
  const registry = await readRegistryFile(config.registryFile);
  let partner;
  try {
    partner = await fetchPartner(hostname, config, clientIp);
  } catch {
    // Fail closed: a partner host whose restrictions cannot be read loads no slice.
    return { ...registry, remotes: [] };
  }
  if (!partner) return registry;
  const allowed = new Set(partner.allowedRemotes ?? []);
  return { ...registry, remotes: registry.remotes.filter((remote) => allowed.has(remote.name)) };
};
