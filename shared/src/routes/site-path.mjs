// A path of this site, in plain JS: used by @qs/shared in the browser (safe-links.ts) and by the host's server.

/** Percent-decoded until stable (a few rounds), or null when the encoding is broken. */
const decodeFully = (text) => {
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

// Control characters (C0: tabs, new lines, NUL; DEL; C1: NEL…): browsers strip some, so '/\t/evil' becomes '//evil'.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A path of this site ('/EPS/x?pagina=2'), else null: no scheme, no protocol-relative '//host', no '//' in the
 * path, no backslash, whitespace or control character, and none of them hidden by percent-encoding
 * ('/%2F%2Fevil', '/%5Cevil'), since a router or server may decode before it navigates.
 */
export const sitePath = (link) => {
  if (!link || !/^\/[^\\\s]*$/.test(link) || CONTROL.test(link)) return null;
  const decoded = decodeFully(link);
  if (decoded === null || decoded.includes('\\') || CONTROL.test(decoded)) return null;
  const pathname = decoded.split(/[?#]/)[0] ?? '';
  return pathname.includes('//') ? null : link;
};
