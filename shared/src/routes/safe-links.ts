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

// The site-path rule is plain JS so that the host's server applies the same one (partner default paths).
export { sitePath } from '@qs/contract/rules/site-path';

/** Links that leave the site open in a new tab. */
export const isWebLink = (href: string): boolean => /^https?:/i.test(href);
