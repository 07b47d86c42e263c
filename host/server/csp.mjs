// Content-Security-Policy of the shell's pages: scripts only from the site and the origins the
// registry names; framing only by the site itself and the partner origin of a valid IFRAME_AUTH.

// Pages the site itself frames: the advisors' booking calendars (seed 001 §2), embedded by the forms slice
// only for these https origins (CALENDAR_FRAME_ORIGINS in mfe-forms/src/lib/advisor-links.ts: keep both equal).
export const CALENDAR_FRAME_ORIGINS = ['https://calendly.com'];
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

// The page's styles. While it holds 'unsafe-inline', a nonce is left out: a browser that sees a nonce
// ignores 'unsafe-inline', and style-loader's <style> elements carry none.
const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];
export const styleSources = (nonce, base = STYLE_SOURCES) => (nonce && !base.includes("'unsafe-inline'") ? [...base, `'nonce-${nonce}'`] : base);

/** `styleNonce`: the per-response nonce of the prerendered snapshot's <style> elements (server/prerender). */
export const contentSecurityPolicy = (registry, frameAncestors = [], { styleNonce } = {}) => {
  const remoteOrigins = [...new Set(registry.remotes.map((remote) => originOf(remote.entry)).filter(Boolean))];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `style-src ${styleSources(styleNonce).join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `frame-src ${["'self'", ...CALENDAR_FRAME_ORIGINS].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
};
