import type { ApiConfig } from '../config';
import { isSiteOrigin } from './cors';

// Tabs, new lines, NUL, DEL: URL parsers drop some of them, so '/\t/evil' would become '//evil'.
const CONTROL = /[\u0000-\u001f\u007f]/;

// Percent-encoded backslash or control character anywhere; in the path also an encoded slash or a second
// round of encoding ('%252F'), which a later decoding step could turn into '//' or '\'.
const ENCODED_ANYWHERE = /%(5c|[01][0-9a-f]|7f)/i;
const ENCODED_IN_PATH = /%(2f|25)/i;

const wellEncoded = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A path of the site ('/Comparar/EPS?pagina=2'): no '//' host, no backslash, whitespace or control
 * character, and none of them percent-encoded ('/%2F%2Fevil', '/%5Cevil'). The site's `sitePath`
 * (@qs/shared) refuses the same links when it opens one.
 */
export const isSitePath = (link: string): boolean => {
  if (!/^\/[^\\\s]*$/.test(link) || CONTROL.test(link) || ENCODED_ANYWHERE.test(link) || !wellEncoded(link)) return false;
  const path = link.split(/[?#]/)[0] ?? '';
  return !path.includes('//') && !ENCODED_IN_PATH.test(path);
};

/** A path of the site, or an absolute address on one of the site's own origins whose path is one. */
export const isSiteLink = (link: string, config: Pick<ApiConfig, 'siteOrigins' | 'sitePort'>): boolean => {
  if (link.startsWith('/')) return isSitePath(link);
  // Raw control characters first: the URL parser would silently remove them.
  if (CONTROL.test(link) || /[\\\s]/.test(link)) return false;
  try {
    const url = new URL(link);
    return isSiteOrigin(url.origin, config) && url.username === '' && url.password === '' && isSitePath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return false;
  }
};
