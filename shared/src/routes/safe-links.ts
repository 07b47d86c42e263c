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

/** A path of this site ('/EPS/x'), never a protocol-relative '//host' or a backslash trick. */
export const sitePath = (link: string | null | undefined): string | null =>
  link && /^\/(?![/\\])[^\\\s]*$/.test(link) ? link : null;

/** Links that leave the site open in a new tab. */
export const isWebLink = (href: string): boolean => /^https?:/i.test(href);
