const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An absolute link from a service is only rendered when it is http(s), mailto: or tel:;
 * anything else (javascript:, data:, relative text) gives null and is shown as plain text.
 */
export const safeHref = (link: string | null | undefined): string | null => {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/** Links that leave the site open in a new tab. */
export const isWebLink = (href: string): boolean => /^https?:/i.test(href);
