import { isSiteOrigin, type SiteOrigins } from './cors';

// C0 and C1 control characters and DEL: URL parsers drop tabs and new lines, so '/\t/evil' would become '//evil'.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// Percent-encoded backslash or control character anywhere; in the path also an encoded slash or a second
// round of encoding ('%252F'), which a later decoding step could turn into '//' or '\'.
const ENCODED_ANYWHERE = /%(5c|[01][0-9a-f]|7f)/i;
const ENCODED_IN_PATH = /%(2f|25)/i;

/** Percent-decoded until stable (a few rounds), or null when the encoding is broken or never settles. */
const decodeFully = (text: string): string | null => {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

/**
 * A path of the site ('/Comparar/EPS?pagina=2'): one leading '/', no '//' host, no backslash, whitespace or
 * control character — neither raw nor percent-encoded ('/%2F%2Fevil', '/%5Cevil', '/%09/evil', encoded
 * twice) — so no browser, router or server that decodes it can read another host. The site's `sitePath`
 * (@qs/shared) refuses the same links when it opens one.
 */
export const isSitePath = (link: string): boolean => {
  if (!/^\/[^\\\s]*$/.test(link) || CONTROL.test(link) || ENCODED_ANYWHERE.test(link)) return false;
  const decoded = decodeFully(link);
  if (decoded === null || decoded.includes('\\') || CONTROL.test(decoded)) return false;
  const path = link.split(/[?#]/)[0] ?? '';
  return !path.includes('//') && !(decoded.split(/[?#]/)[0] ?? '').includes('//') && !ENCODED_IN_PATH.test(path);
};

/**
 * The same-site path a shared or redirect link stands for, normalised (dot segments resolved, non-ASCII
 * percent-encoded), or null: a site path, or an absolute address on one of the site's own origins without
 * credentials, reduced to its path — a stored link can only ever lead to a path of the site it is opened on.
 */
export const siteLinkPath = async (link: string, origins: SiteOrigins): Promise<string | null> => {
  // Raw control characters and backslashes first: the URL parser would silently remove or turn them into '/'.
  if (CONTROL.test(link) || /[\\\s]/.test(link)) return null;
  let path: string;
  if (link.startsWith('/')) {
    if (!isSitePath(link)) return null;
    path = link;
  } else {
    try {
      const url = new URL(link);
      if (!(await isSiteOrigin(url.origin, origins)) || url.username !== '' || url.password !== '') return null;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  if (!isSitePath(path)) return null;
  const normalised = new URL(path, 'http://site.invalid');
  const result = `${normalised.pathname}${normalised.search}${normalised.hash}`;
  return normalised.origin === 'http://site.invalid' && isSitePath(result) ? result : null;
};

/** Whether a link is one siteLinkPath accepts. */
export const isSiteLink = async (link: string, origins: SiteOrigins): Promise<boolean> =>
  (await siteLinkPath(link, origins)) !== null;
