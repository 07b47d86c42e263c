// A partner's routes (docs/product/shell.md#partner-sites), in plain JS: the browser's PartnerGate and the host's server
// (server/partner-gate.mjs) apply the same rule, so typing a disallowed URL on a partner host is refused
// by the server before any script runs, and a client-side move is refused the same way.

import { sitePath } from '../../../shared/src/routes/site-path.mjs';

const isUnder = (pathname, base) => {
  const prefix = base.replace(/\/+$/, '');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
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
  if (pathname === '/' || pathname === '') return home;
  // A shared link (/url/{link}) is only a lookup: the view it opens passes this gate in turn.
  if (pathname.startsWith('/url/')) return null;
  // The authorised URLs of the partner count as allowed too (its plan pages, its contact page).
  const allowed = [...(partner.redirects?.allowedPaths ?? []), ...(partner.allowedUrls ?? [])];
  if (allowed.length === 0 || isUnder(pathname, home)) return null;
  return allowed.some((base) => isUnder(pathname, base)) ? null : home;
};
