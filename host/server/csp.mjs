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

export const contentSecurityPolicy = (registry, frameAncestors = []) => {
  const remoteOrigins = [...new Set(registry.remotes.map((remote) => originOf(remote.entry)).filter(Boolean))];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    // Stylesheets are files (extracted at build time) from the site and the registry's origins; no inline
    // <style> or style="" markup is allowed. React's style props are set through the CSSOM, which CSP allows.
    `style-src ${sources}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `frame-src ${["'self'", ...CALENDAR_FRAME_ORIGINS].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
};
