// The staff app's Content-Security-Policy: a static page whose scripts, styles and calls are all its own origin's
// (docs/adr/0022-slices-by-business-area.md). Stricter than the public shell's (host/server/csp.mjs): no remote
// origins, no inline script or style at all (no nonce: nothing is rendered on the server), no frame of or by anyone.
export const INBOX_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The inbox's API calls and its event stream (/api/chat/agent/events), through this server's /api proxy.
  "connect-src 'self'",
  "style-src 'self'",
  // Attachments' thumbnails come from /api; data: for the favicon's and the CSS's small images.
  "img-src 'self' data:",
  "font-src 'self' data:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
