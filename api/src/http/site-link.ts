import { hasDotSegment, hasHiddenCharacter, sitePath } from '@qs/contract';
import { isSiteOrigin, type SiteOrigins } from './cors';

// Percent-encoded backslash or control character anywhere; in the path also an encoded slash or a second
// round of encoding ('%252F'), which a later decoding step could turn into '//' or '\'.
const ENCODED_ANYWHERE = /%(5c|[01][0-9a-f]|7f)/i;
const ENCODED_IN_PATH = /%(2f|25)/i;

/**
 * A path of the site ('/Comparar/EPS?pagina=2'): the site's own rule (@qs/contract's `sitePath`, which the
 * browser applies when it opens a link) — one leading '/', no '//' host, no backslash, whitespace, control or
 * format character (bidi overrides, zero-width characters), no '.' or '..' segment, neither raw nor
 * percent-encoded — and, stricter, no encoded slash, backslash or control character and nothing encoded twice,
 * so no browser, router or server that decodes it can read another host or another page.
 */
export const isSitePath = (link: string): boolean =>
  sitePath(link) !== null && !ENCODED_ANYWHERE.test(link) && !ENCODED_IN_PATH.test(link.split(/[?#]/)[0] ?? '');

/**
 * The same-site path a shared or redirect link stands for, normalised (non-ASCII percent-encoded), or null:
 * a site path, or an absolute address on one of the site's own origins without credentials, reduced to its path — a stored link can only ever lead to a path of the site it is opened on.
 */
export const siteLinkPath = async (link: string, origins: SiteOrigins): Promise<string | null> => {
  // Raw control and format characters, backslashes and dot segments first: the URL parser would silently
  // remove, encode or resolve them ('/\t/' → '//', '\\' → '/', '/a/../b' → '/b').
  if (hasHiddenCharacter(link) || /[\\\s]/.test(link) || hasDotSegment(link)) return null;
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
