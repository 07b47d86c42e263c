// Test support: remote builds written to a folder and served over real HTTP as the slices' static servers serve
// them (tools/server/static-files.mjs): a file's brotli copy when the request accepts br, else the file itself.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const SHARED = (react = '^19.3.1') =>
  [
    { id: 'qs_detail:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: react },
    { id: 'qs_detail:@qs/shared', name: '@qs/shared', version: '1.0.0', singleton: true, requiredVersion: '1.0.0' },
  ].map((item) => ({
    ...item,
    assets: { js: { sync: ['react.11111111.js'], async: [] }, css: { sync: [], async: [] } },
  }));

/**
 * One build of the detail slice, as its manifest and files. `exposeBytes`: size of the exposed module's JS
 * (random, so it does not compress); `compressible`: that many bytes of one letter, with a brotli copy.
 * @param {string} dir
 * @param {{ react?: string, exposes?: string[], propsVersions?: Record<string, number>, exposeBytes?: number,
 *   compressible?: number, server?: boolean, name?: string }} [options]
 */
export const writeDetailBuild = (
  dir,
  {
    react,
    exposes = ['PlanDetailPage'],
    propsVersions,
    exposeBytes = 10_000,
    compressible,
    server = true,
    name = 'qs_detail',
  } = {},
) => {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.4.0', buildName: '@qs/mfe-detail' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
      ...(propsVersions && { propsVersions }),
    },
    shared: SHARED(react),
    remotes: [],
    exposes: exposes.map((expose) => ({
      id: `${name}:${expose}`,
      name: expose,
      path: `./${expose}`,
      assets: {
        js: { sync: [`__federation_expose_${expose}.aaaaaaaa.js`], async: ['pdfjs.bbbbbbbb.js'] },
        css: { sync: [], async: [] },
      },
    })),
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};`);
  // Never part of a first load: an async chunk and a shared library's fallback, both larger than any budget.
  writeFileSync(path.join(dir, 'pdfjs.bbbbbbbb.js'), randomBytes(500_000).toString('hex'));
  writeFileSync(path.join(dir, 'react.11111111.js'), randomBytes(500_000).toString('hex'));
  for (const expose of exposes) {
    const file = path.join(dir, `__federation_expose_${expose}.aaaaaaaa.js`);
    if (compressible) {
      const body = Buffer.from('a'.repeat(compressible));
      writeFileSync(file, body);
      writeFileSync(`${file}.br`, brotliCompressSync(body));
    } else {
      writeFileSync(file, randomBytes(exposeBytes));
    }
  }
  if (server) {
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};');
  }
};

/** Serves `root` on a free loopback port. @param {string} root */
export const serveFolder = async (root) => {
  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'])) && existsSync(`${file}.br`);
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
    response.writeHead(200, { 'content-type': type, ...(brotli && { 'content-encoding': 'br' }) });
    response.end(readFileSync(brotli ? `${file}.br` : file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
};
