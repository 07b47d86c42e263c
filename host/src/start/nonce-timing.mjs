// The Server-Timing entry that carries a shell page's CSP nonce to its script: written by the host's server
// (host/server/create-host-server.mjs), read by the shell (style-nonce.ts). One name for both.
export const NONCE_TIMING = 'csp-nonce';
