// Content-Security-Policy of the shell's pages: scripts only from the site and the origins the
// registry names; framing only by the site itself and the partner origin of a valid IFRAME_AUTH.
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
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
};
