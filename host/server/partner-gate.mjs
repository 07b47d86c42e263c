// Partner routes enforced by the server (docs/security.md#partner-restrictions): a page outside a partner's allowed paths,
// typed or linked on its host name, is answered with a redirect to the partner's default path before
// any script runs, by the same rule the browser's PartnerGate applies (src/app/partner-paths.mjs).
import { isKeptFromPartners, partnerHome, partnerRedirectFor } from '../src/app/partner-paths.mjs';
import { fetchPartner } from './registry.mjs';

/** Where a page request on this host name must go instead, or null to serve it. */
export const partnerRedirectOf = async (request, config) => {
  let partner;
  try {
    partner = await fetchPartner(request.hostname ?? '', config, request.ip);
  } catch {
    // Restrictions unreadable: the page is served with no slice at all (readRegistryFor fails closed).
    return null;
  }
  const url = new URL(request.url, 'http://site');
  // The path as written too: a URL parser reads '//x/y' as the host 'x' and the page '/y'.
  const rawPath = String(request.url).split('?')[0] ?? '';
  const target =
    partner && isKeptFromPartners(rawPath) ? partnerHome(partner) : partnerRedirectFor(url.pathname, partner);
  // The query goes along: an IFRAME_AUTH token must survive the move for the frame to stay allowed.
  return target && target !== url.pathname ? `${target}${url.search}` : null;
};
