// The registry as one host name may see it: a partner subdomain gets only its allowed slices.
import { readFile } from 'node:fs/promises';

const SITE_DOMAIN = process.env.QS_SITE_DOMAIN ?? 'localhost';

export const subdomainOf = (hostname) => {
  const host = hostname.split(':')[0].toLowerCase();
  if (!host.endsWith(`.${SITE_DOMAIN}`)) return null;
  const sub = host.slice(0, -(SITE_DOMAIN.length + 1));
  return /^[a-z0-9-]+$/.test(sub) && sub !== 'www' ? sub : null;
};

const PARTNER_TTL_MS = 30_000;
const partners = new Map();

/** Partner config from the API; null for the main site or an unknown subdomain; throws when unreachable. */
export const fetchPartner = async (hostname, config) => {
  const subdomain = subdomainOf(hostname);
  if (!subdomain) return null;
  const cached = partners.get(subdomain);
  if (cached && cached.expires > Date.now()) return cached.partner;
  const partner = await lookUpPartner(subdomain, hostname, config);
  partners.set(subdomain, { partner, expires: Date.now() + PARTNER_TTL_MS });
  return partner;
};

const lookUpPartner = async (subdomain, hostname, { apiUrl }) => {
  const query = new URLSearchParams({ subdomain, hostname: hostname.split(':')[0] });
  const response = await fetch(`${apiUrl}/api/integration/iframe-subdomain?${query}`, { signal: AbortSignal.timeout(3000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`partner lookup answered ${response.status}`);
  return (await response.json()).data;
};

export const readRegistryFor = async (hostname, config) => {
  const registry = JSON.parse(await readFile(config.registryFile, 'utf8'));
  let partner;
  try {
    partner = await fetchPartner(hostname, config);
  } catch {
    // Fail closed: a partner host whose restrictions cannot be read loads no slice.
    return { ...registry, remotes: [] };
  }
  if (!partner) return registry;
  const allowed = new Set(partner.allowedRemotes ?? []);
  return { ...registry, remotes: registry.remotes.filter((remote) => allowed.has(remote.name)) };
};
