// The site's public address, one setting for every server and the browser (docs/adr/0010-site-domain.md).
// Plain JS without dependencies: the host's server, the remotes' server and the API import this file, and
// the browser gets the same settings from the server at run time (never compiled into a bundle).

export const DEFAULT_SITE_DOMAIN = 'localhost';
export const DEFAULT_HOST_PORT = '3000';

/** The one name the main site is also reached by (partners are never called this). */
const MAIN_ALIAS = 'www';
/** A host name label a partner's subdomain can be. */
export const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** 'aliado.quieroseguro.co:443' → 'aliado.quieroseguro.co' (a trailing dot and upper case do not count). */
const hostnameOf = (host) =>
  String(host ?? '')
    .trim()
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * The partner subdomain of a host name: `aliado` for `aliado.quieroseguro.co` (port allowed) when the site's
 * domain is `quieroseguro.co`; null for the domain itself, `www`, a deeper name (`a.b.quieroseguro.co`),
 * another domain or a label no partner can have. The only subdomain parser of the site.
 */
export const subdomainOf = (host, siteDomain = DEFAULT_SITE_DOMAIN) => {
  const hostname = hostnameOf(host);
  const suffix = `.${siteDomain}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return LABEL.test(label) && label !== MAIN_ALIAS ? label : null;
};

const fail = (message) => {
  throw new Error(`Site settings: ${message}`);
};

const parseOrigin = (text, name) => {
  let url;
  try {
    url = new URL(text);
  } catch {
    return fail(`${name} must be an origin like https://quieroseguro.co (got "${text}")`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, '')) {
    fail(`${name} must be an http(s) origin without path, query or credentials (got "${text}")`);
  }
  return url;
};

/**
 * The settings from the environment:
 * - `QS_SITE_DOMAIN` (default `localhost`): the public domain; partners are `{partner}.{domain}`;
 * - `QS_SITE_ORIGIN` (default `http://{domain}:{QS_HOST_PORT}`): the main site's public origin, for a
 *   scheme or port other than the host's own (`https://quieroseguro.co` behind a TLS proxy); its host name
 *   is the domain or `www.{domain}`, and alone it sets the domain too;
 * - `QS_SITE_ORIGINS`: further origins of the main site (comma separated), e.g. a staging name.
 * A setting that cannot be read stops the start: a site on the wrong domain fails quietly in the browser.
 */
export const readSiteSettings = (env = {}) => {
  const hostPort = String(env.QS_HOST_PORT || DEFAULT_HOST_PORT);
  const origin = env.QS_SITE_ORIGIN ? parseOrigin(env.QS_SITE_ORIGIN, 'QS_SITE_ORIGIN') : null;
  const fromOrigin =
    origin &&
    (origin.hostname.startsWith(`${MAIN_ALIAS}.`) ? origin.hostname.slice(MAIN_ALIAS.length + 1) : origin.hostname);
  const domain = hostnameOf(env.QS_SITE_DOMAIN || fromOrigin || DEFAULT_SITE_DOMAIN);
  if (!DOMAIN.test(domain))
    fail(`QS_SITE_DOMAIN must be a host name like quieroseguro.co (got "${env.QS_SITE_DOMAIN}")`);
  if (origin && origin.hostname !== domain && origin.hostname !== `${MAIN_ALIAS}.${domain}`) {
    fail(`QS_SITE_ORIGIN (${origin.origin}) must be on QS_SITE_DOMAIN (${domain}) or www.${domain}`);
  }
  const siteOrigin = origin ? origin.origin : `http://${domain}:${hostPort}`;
  // The host's own address on this machine (a local `npm start`, the tests), and today's 127.0.0.1 alias.
  const direct = `http://${domain}:${hostPort}`;
  const loopback = domain === DEFAULT_SITE_DOMAIN ? [`http://127.0.0.1:${hostPort}`] : [];
  const extra = String(env.QS_SITE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    domain,
    origin: siteOrigin,
    aliases: [...new Set([direct, ...loopback, ...extra])].filter((alias) => alias !== siteOrigin),
  };
};

/** The public settings the browser needs (what the host server writes into its HTML). */
export const publicSiteSettings = ({ domain, origin }) => ({ domain, origin });

/** The origin of a partner's site: the main site's scheme and port on `{subdomain}.{domain}`. */
export const partnerOrigin = ({ domain, origin }, subdomain) => {
  const url = new URL(origin);
  return `${url.protocol}//${subdomain}.${domain}${url.port ? `:${url.port}` : ''}`;
};

/**
 * What an Origin header names: `{ site: true }` for the main site (or one of its aliases), `{ partner }`
 * for `{partner}.{domain}` on the site's scheme and port (whether that partner exists is the caller's
 * question: only the API knows its partners), else null.
 */
export const originOf = (text, settings) => {
  if (typeof text !== 'string' || text === '') return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== text) return null;
  if (text === settings.origin || settings.aliases.includes(text)) return { site: true };
  const subdomain = subdomainOf(url.hostname, settings.domain);
  return subdomain && partnerOrigin(settings, subdomain) === text ? { partner: subdomain } : null;
};
