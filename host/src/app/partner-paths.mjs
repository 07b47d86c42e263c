// A partner's routes (docs/product/shell.md#partner-sites), in plain JS: the browser's PartnerGate and the host's server
// (server/partner-gate.mjs) apply the same rule, so typing a disallowed URL on a partner host is refused
// by the server before any script runs, and a client-side move is refused the same way.

import { sitePath } from '@qs/contract/rules/site-path';

const isUnder = (pathname, base) => {
  const prefix = base.replace(/\/+$/, '');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/**
 * Pages never served on a partner's host name, whatever its allowed paths say: none today (the staff's pages are apps
 * of their own origin, docs/adr/0022-slices-by-business-area.md). Matched as the router does (any case,
 * percent-decoded, a trailing slash) and with repeated slashes folded, so no spelling of a path slips through.
 * @type {ReadonlyArray<string>}
 */
export const NOT_FOR_PARTNERS = [];

const decoded = (pathname) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

export const isKeptFromPartners = (pathname) => {
  const folded = decoded(String(pathname))
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return NOT_FOR_PARTNERS.some((base) => isUnder(folded, base));
};

/**
 * Where a partner's default path is (docs/product/shell.md#partner-sites): the default path, else /Comparar. A redirect target from
 * server data must be a path of this site (docs/security.md#same-site-links): '//host', '/\\host', a scheme are ignored.
 */
export const partnerHome = (partner) => sitePath(partner.redirects?.defaultPath) ?? '/Comparar';

/**
 * Enforcement of a partner's routes (not only hidden links): the root and every path outside
 * the partner's allowed paths and URLs go to its default path. Null when the path may be shown.
 */
export const partnerRedirectFor = (pathname, partner) => {
  if (!partner) return null;
  const home = partnerHome(partner);
  if (pathname === '/' || pathname === '' || isKeptFromPartners(pathname)) return home;
  // A shared link (/url/{link}) is only a lookup: the view it opens passes this gate in turn.
  if (pathname.startsWith('/url/')) return null;
  // The authorised URLs of the partner count as allowed too (its plan pages, its contact page).
  const allowed = [...(partner.redirects?.allowedPaths ?? []), ...(partner.allowedUrls ?? [])];
  if (allowed.length === 0 || isUnder(pathname, home)) return null;
  return allowed.some((base) => isUnder(pathname, base)) ? null : home;
};
