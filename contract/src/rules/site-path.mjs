// A path of this site, in plain JS: used by @qs/shared in the browser (safe-links.ts), by the host's server and
// by the API (its shared and redirect links, api/src/http/site-link.ts), so all three refuse the same links.

/** Percent-decoded until stable (a few rounds), or null when the encoding is broken. */
export const decodeFully = (text) => {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next;
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

// Characters a link must not hold, raw or percent-encoded, anywhere (path, query, fragment): control
// characters (Cc: tabs, new lines, NUL, DEL, C1 such as NEL; browsers strip some, so '/\t/evil' becomes
// '//evil'), format characters (Cf: bidi overrides and isolates, zero-width spaces and joiners, soft hyphens,
// tags), line and paragraph separators and lone surrogates: invisible, or reordering what the visitor reads,
// so a link could look like another one.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Whether a text holds a control, format or other invisible character (see HIDDEN). */
export const hasHiddenCharacter = (text) => HIDDEN.test(text);

const hasDotSegmentIn = (text) =>
  (text.split(/[?#]/)[0] ?? '').split('/').some((segment) => segment === '.' || segment === '..');

/**
 * Whether a link's path (before '?' and '#') has a '.' or '..' segment, as written or once percent-decoded
 * ('/Comparar/../x', '/Comparar/%2e%2e/x'): a path of the site names its page directly, never by climbing out
 * of another one. A broken encoding counts as one (it is refused anyway). Works on an absolute address too,
 * before the URL parser resolves the segments away.
 */
export const hasDotSegment = (link) => {
  if (hasDotSegmentIn(link)) return true;
  const decoded = decodeFully(link);
  return decoded === null || hasDotSegmentIn(decoded);
};

/**
 * A path of this site ('/EPS/x?pagina=2'), else null: no scheme, no protocol-relative '//host', no '//' in the
 * path, no backslash, whitespace, control or format character, no '.' or '..' segment, and none of them hidden
 * by percent-encoding ('/%2F%2Fevil', '/%5Cevil', '/%E2%80%AE', '/%2e%2e/'), since a router or server may
 * decode before it navigates.
 */
export const sitePath = (link) => {
  if (!link || !/^\/[^\\\s]*$/.test(link) || hasHiddenCharacter(link)) return null;
  const decoded = decodeFully(link);
  if (decoded === null || decoded.includes('\\') || hasHiddenCharacter(decoded) || hasDotSegment(link)) return null;
  const pathname = decoded.split(/[?#]/)[0] ?? '';
  return pathname.includes('//') ? null : link;
};
