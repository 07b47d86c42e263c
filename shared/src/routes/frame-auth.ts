/** Query parameter carrying a partner's iframe token (docs/product/shell.md). */
export const IFRAME_AUTH_PARAM = 'IFRAME_AUTH';

/**
 * `href` with the current page's IFRAME_AUTH token, if it has one. The host answers each page
 * load inside a partner's frame with a `frame-ancestors` built from that token, so a URL a slice
 * pushes itself (a plan opened in a modal) must keep it for a reload to be allowed.
 */
export const withFrameAuth = (href: string, currentSearch: string = globalThis.location?.search ?? ''): string => {
  const token = new URLSearchParams(currentSearch).get(IFRAME_AUTH_PARAM);
  if (!token) return href;
  const url = new URL(href, 'http://site');
  url.searchParams.set(IFRAME_AUTH_PARAM, token);
  return `${url.pathname}${url.search}${url.hash}`;
};
