// Content-Security-Policy of the shell's pages: scripts only from the site and the origins the
// registry names; framing only by the site itself and the partner origin of a valid IFRAME_AUTH.

// Pages the site itself frames: the advisors' booking calendars (docs/product/forms.md), embedded by the forms slice
// only for these https origins (CALENDAR_FRAME_ORIGINS in mfe-forms/src/features/advisor/model/advisor-links.ts: keep both equal).
export const CALENDAR_FRAME_ORIGINS = ['https://calendly.com'];
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

// The page's styles plus its nonce (for the scroll lock's <style>). A list holding 'unsafe-inline' (a development
// setup) gets no nonce: a browser that sees a nonce ignores 'unsafe-inline'.
export const styleSources = (nonce, base) =>
  nonce && !base.includes("'unsafe-inline'") ? [...base, `'nonce-${nonce}'`] : base;

/**
 * `nonce`: the per-response nonce of a shell page: React's inline scripts in a streamed server-rendered page
 * (server-render.mjs), and the <style> elements the shell's libraries add at run time (the dialogs' scroll lock,
 * which reads the nonce from the answer's Server-Timing header: host/src/start/style-nonce.ts).
 * `scriptHashes`: a kept page's inline scripts (page-cache.mjs), the same bytes for every visitor: allowed by their
 * hashes, and the nonce then serves the styles only.
 * @param {{ remotes: { entry: string }[] }} registry
 * @param {string[]} [frameAncestors]
 * `styleAttributes`: a server-rendered page's markup carries React's `style` props as attributes (a slot's reserved
 * height, a bar's width), which the CSSOM set before: `style-src-attr 'unsafe-inline'` allows those attributes
 * and nothing else (no <style> element, no stylesheet from elsewhere; an attribute runs no script).
 * @param {{ nonce?: string, scriptHashes?: string[], styleAttributes?: boolean }} [options]
 */
export const contentSecurityPolicy = (
  registry,
  frameAncestors = [],
  { nonce, scriptHashes, styleAttributes = false } = {},
) => {
  const remoteOrigins = [...new Set(registry.remotes.map((remote) => originOf(remote.entry)).filter(Boolean))];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  // default-src 'none': every kind of resource the shell uses is named below, so a kind nobody thought
  // of (a new directive, a plugin) is refused rather than allowed from the site (Observatory: +10).
  return [
    "default-src 'none'",
    `script-src ${[sources, ...(scriptHashes ?? (nonce ? [`'nonce-${nonce}'`] : []))].join(' ')}`,
    `connect-src ${sources}`,
    // Stylesheets are files (extracted at build time) from the site and the registry's origins; no inline
    // <style> or style="" markup is allowed, except <style> elements with this response's nonce (the scroll
    // lock's). React's style props are set through the CSSOM, which CSP allows.
    `style-src ${styleSources(nonce, ["'self'", ...remoteOrigins]).join(' ')}`,
    ...(styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `frame-src ${["'self'", ...CALENDAR_FRAME_ORIGINS].join(' ')}`,
    "worker-src 'self' blob:",
    // What default-src 'self' allowed before and the slices use: plan videos, the web manifest.
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // No form of the site posts to another origin (they submit through the API client).
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
};
