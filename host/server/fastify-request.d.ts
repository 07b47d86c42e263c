// What the host's server (index.mjs) decorates each request with.
import 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The registry this host name sees, read once per page. */
    siteRegistry: { remotes: { name: string; entry: string }[] } | null;
    /** The shell page's CSP nonce, once it is made. */
    pageNonce: string | null;
    /** The page's markup was rendered by the server (server-render.mjs). */
    serverRendered: boolean;
    /** A kept page's inline scripts, allowed by their hashes (page-cache.mjs). */
    scriptHashes: string[] | null;
  }
}
