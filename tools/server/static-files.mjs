// Cache rules for built bundles: content-hashed files forever, entry points never.
// Files are sent precompressed (brotli or gzip, made at build time by tools/webpack/compression.js)
// when the browser accepts it; @fastify/static then adds `Vary: Accept-Encoding`.
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8}\.(js|mjs|css|png|svg|jpe?g|webp|woff2?)$/;
const NEVER_CACHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'mf-stats.json']);

export const cacheControlFor = (path) => {
  // A precompressed copy (main.0123abcd.js.br) is cached as the file it stands for.
  const file = (path.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
  // A shell page carries a per-request CSP and registry: never stored, as sendShell says for `/`.
  if (file.endsWith('.html')) return 'no-store';
  if (NEVER_CACHED.has(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
};

/**
 * `files: 'at-start'` serves the files `root` holds when the server starts, each its own route: any other path goes
 * straight to the not-found handler (the host's pages) without looking on disk for a file by that name (and its
 * .br and .gz) first, which was a fifth of the host's time per page under load. For a server whose build does not
 * change under it (the host: its server renderer is loaded at start too). By default every request looks on disk.
 * `answeredElsewhere`: paths the server answers with routes of its own (a file of that name is not served).
 * @param {import('fastify').FastifyInstance} app @param {string} root
 * @param {{ index?: boolean, files?: 'on-disk' | 'at-start', answeredElsewhere?: string[] }} [options]
 */
export const registerStaticFiles = (app, root, { index = false, files = 'on-disk', answeredElsewhere = [] } = {}) =>
  app.register(fastifyStatic, {
    root,
    index: index ? ['index.html'] : false,
    wildcard: files === 'on-disk',
    globIgnore: answeredElsewhere.map((route) => route.replace(/^\//, '')),
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
  });
