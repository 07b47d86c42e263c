import { apiClient } from '@qs/shared';

export const IFRAME_AUTH_PARAM = 'IFRAME_AUTH';
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

const sessionToken = (): string | null => {
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

/**
 * Seed 000 §4/§8: a framed page renders only when its IFRAME_AUTH token checks out with the API
 * and the path is among the authorised URLs; otherwise a warning is logged and the page stays blank.
 */
export const isFrameAuthorised = async (search: string, pathname: string): Promise<boolean> => {
  const token = new URLSearchParams(search).get(IFRAME_AUTH_PARAM) ?? sessionToken();
  if (token) {
    try {
      const { data } = await apiClient.get<{ data: { allowedUrls: string[] } }>('/integration/iframe-token', { token });
      if (isAllowed(pathname, data.allowedUrls ?? [])) {
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
