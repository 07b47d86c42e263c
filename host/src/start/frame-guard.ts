import { apiClient, IFRAME_AUTH_PARAM, partnerSubdomain } from '@qs/shared';

export { IFRAME_AUTH_PARAM };
const TOKEN_KEY = 'qs_iframe_auth';
export const UNAUTHORISED_WARNING = 'Acceso presuntamente no autorizado';

/** Whether this page is inside a frame (a cross-origin parent may even deny the check). */
export const isFramed = (view: Window = window): boolean => {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
};

/** The token that authorised this framed visit (kept for the session). */
export const sessionToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const isAllowed = (pathname: string, allowedUrls: string[]) =>
  allowedUrls.some((url) => {
    const base = new URL(url, 'http://site').pathname.replace(/\/+$/, '');
    return base === '' || pathname === base || pathname.startsWith(`${base}/`);
  });

/** A partner's token only opens its own subdomain (any valid token the main site). */
const isTokenForHost = (tokenSubdomain: string | undefined, hostname: string) => {
  const subdomain = partnerSubdomain(hostname);
  return subdomain === null || subdomain === tokenSubdomain?.toLowerCase();
};

/**
 * docs/product/shell.md#iframe-mode: a framed page renders only when its IFRAME_AUTH token checks out with the API,
 * belongs to this host's partner and the path is among the authorised URLs; otherwise a warning
 * is logged and the page stays blank.
 */
export const isFrameAuthorised = async (
  search: string,
  pathname: string,
  hostname = window.location.hostname,
): Promise<boolean> => {
  const token = new URLSearchParams(search).get(IFRAME_AUTH_PARAM) ?? sessionToken();
  if (token) {
    try {
      const { data } = await apiClient.get('/integration/iframe-token', { token });
      if (isTokenForHost(data.subdomain, hostname) && isAllowed(pathname, data.allowedUrls ?? [])) {
        sessionStorage.setItem(TOKEN_KEY, token);
        return true;
      }
    } catch {
      /* an unknown or expired token is unauthorised */
    }
  }
  console.warn(UNAUTHORISED_WARNING);
  return false;
};
