// The registry as one host name may see it: a partner subdomain gets only its allowed slices.
import { readFile } from 'node:fs/promises';
import { createLookupCache } from './lookup-cache.mjs';

const SITE_DOMAIN = process.env.QS_SITE_DOMAIN ?? 'localhost';

export const subdomainOf = (hostname) => {
  const host = hostname.split(':')[0].toLowerCase();
  if (!host.endsWith(`.${SITE_DOMAIN}`)) return null;
  const sub = host.slice(0, -(SITE_DOMAIN.length + 1));
  return /^[a-z0-9-]{1,63}$/.test(sub) && sub !== 'www' ? sub : null;
};

/** Partners by subdomain, unknown subdomains too (null): bounded in size and time (lookup-cache.mjs). */
export const partnerCache = createLookupCache({ maxEntries: 500, ttlMs: 30_000, negativeTtlMs: 60_000 });

/**
 * The host asks on behalf of a visitor, so the API counts the question against that visitor's address
 * (X-Forwarded-For, believed from the host's loopback hop), never against the host's own: inventing
 * host names spends the inventor's quota, not the one every partner page needs.
 */
export const onBehalfOf = (clientIp) => (clientIp ? { 'x-forwarded-for': clientIp } : {});

/** Partner config from the API; null for the main site or an unknown subdomain; throws when unreachable. */
export const fetchPartner = async (hostname, config, clientIp) => {
  const subdomain = subdomainOf(hostname);
  if (!subdomain) return null;
  return partnerCache.get(subdomain, () => lookUpPartner(subdomain, hostname, config, clientIp));
};

const lookUpPartner = async (subdomain, hostname, { apiUrl }, clientIp) => {
  const query = new URLSearchParams({ subdomain, hostname: hostname.split(':')[0] });
  const response = await fetch(`${apiUrl}/api/integration/iframe-subdomain?${query}`, {
    headers: onBehalfOf(clientIp),
    signal: AbortSignal.timeout(3000),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`partner lookup answered ${response.status}`);
  return (await response.json()).data;
};

export const readRegistryFor = async (hostname, config, clientIp) => {
  const registry = JSON.parse(await readFile(config.registryFile, 'utf8'));
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
