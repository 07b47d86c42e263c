import type { PartnerConfig } from '@qs/shared';

/** A path as the router matches it: case-insensitive, one leading slash, no trailing slash, no query or hash. */
const routeKey = (path: string): string => {
  const bare = path.trim().split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
};

/**
 * docs/product/shell.md#partner-sites: on the main site the footer is always shown; on a partner site "the footer shows only
 * on the enabled routes": a page shows it when its path is one of the partner's `footerEnabledRoutes`,
 * taken as whole routes ('/Comparar/EPS' is not '/Comparar/EPS/Empresa', and '/QS-Blog' is the blog's
 * index, not its articles). None listed: no footer anywhere.
 */
export const isFooterShown = (partner: PartnerConfig | null, pathname: string): boolean => {
  if (!partner) return true;
  const page = routeKey(pathname);
  return (partner.footerEnabledRoutes ?? []).some((route) => routeKey(route) === page);
};
