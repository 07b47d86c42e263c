// docs/security.md#https: TLS as production runs it. The TLS proxy in front of the hosts (one of QS_TRUSTED_PROXIES)
// says how the visitor came in X-Forwarded-Proto; a visit that reached it over plain http is sent to the
// same page over https, on the site's own host names only. A site whose public origin is http (a local
// `npm start`) and a request that did not come through a proxy keep being served as they are.
import { subdomainOf } from '@qs/contract/rules/site-domain';

const hostnameOf = (host) =>
  String(host ?? '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * The https address for this request, or null when it is to be served. `request.protocol` believes
 * X-Forwarded-Proto only from a trusted proxy: a visitor who sends 'https' themselves gets no say.
 * @param {{ headers: Record<string, string|string[]|undefined>, protocol: string, url: string }} request
 * @param {import('@qs/contract/rules/site-domain').SiteSettings} site
 */
export const httpsRedirectOf = (request, site) => {
  const publicOrigin = new URL(site.origin);
  if (publicOrigin.protocol !== 'https:') return null;
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  if (forwarded !== 'http' || request.protocol !== 'http') return null;
  // Never a redirect to a host the visitor named: the site's domain, www or a partner's subdomain, else the site.
  const asked = hostnameOf(request.headers.host);
  const ours = asked === site.domain || asked === `www.${site.domain}` || subdomainOf(asked, site.domain) !== null;
  const hostname = ours ? asked : publicOrigin.hostname;
  // The path is appended to a fixed origin: '//evil.example/x' stays a path of this site.
  const path = String(request.url).startsWith('/') ? request.url : `/${request.url}`;
  return `https://${hostname}${publicOrigin.port ? `:${publicOrigin.port}` : ''}${path}`;
};

/** 301 for reads, 308 for the rest (a form or API write keeps its method and body over https). */
export const registerHttpsRedirect = (app, site) => {
  app.addHook('onRequest', async (request, reply) => {
    const target = httpsRedirectOf(request, site);
    if (!target) return;
    const read = request.method === 'GET' || request.method === 'HEAD';
    return reply.header('Cache-Control', 'no-store').redirect(target, read ? 301 : 308);
  });
};
