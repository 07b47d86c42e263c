const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const CONTACT_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const parseAbsolute = (link: string | null | undefined): URL | null => {
  if (!link) return null;
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
};

/** An absolute http(s) address from a service or config, or null (javascript:, data:, relative text…). */
export const safeWebUrl = (link: string | null | undefined): string | null => {
  const url = parseAbsolute(link);
  return url && WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
};

/** A contact link: http(s), mailto: or tel:, or null. */
export const safeContactHref = (link: string | null | undefined): string | null => {
  const url = parseAbsolute(link);
  return url && CONTACT_PROTOCOLS.has(url.protocol) ? url.href : null;
};

/** Percent-decoded until stable (a few rounds), or null when the encoding is broken. */
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

// Control characters (C0: tabs, new lines, NUL; DEL; C1: NEL…): browsers strip some, so '/\t/evil' becomes '//evil'.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A path of this site ('/EPS/x?pagina=2'), else null: no scheme, no protocol-relative '//host', no '//' in the
 * path, no backslash, whitespace or control character, and none of them hidden by percent-encoding
 * ('/%2F%2Fevil', '/%5Cevil'), since a router or server may decode before it navigates.
 */
export const sitePath = (link: string | null | undefined): string | null => {
  if (!link || !/^\/[^\\\s]*$/.test(link) || CONTROL.test(link)) return null;
  const decoded = decodeFully(link);
  if (decoded === null || decoded.includes('\\') || CONTROL.test(decoded)) return null;
  const pathname = decoded.split(/[?#]/)[0] ?? '';
  return pathname.includes('//') ? null : link;
};

/** Links that leave the site open in a new tab. */
export const isWebLink = (href: string): boolean => /^https?:/i.test(href);
