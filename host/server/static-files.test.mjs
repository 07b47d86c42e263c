import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// The static servers (host and remotes share tools/server/static-files.mjs) send the build's
// precompressed copies by content negotiation. @fastify/static cannot load inside Jest (an ESM-only
// dependency), so this runs the real remote server script and asks it over HTTP.
const ROOT = path.resolve(__dirname, '../..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** A GET as a browser sends it; the body stays as it came over the wire. */
const get = (url, encoding = 'identity', headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding, ...headers } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const waitForServer = async (url) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      return await get(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} never answered`);
};

describe('static files of the host and the remotes', () => {
  const source =
    'export const plans = ' +
    JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Plan ${id}` }))) +
    ';';
  let dir;
  let server;
  let origin;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'qs-static-'));
    writeFileSync(path.join(dir, 'main.0123abcd.js'), source);
    writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(source));
    writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(source));
    writeFileSync(path.join(dir, 'small.js'), 'export {};');
    writeFileSync(path.join(dir, 'remoteEntry.js'), source);
    writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(source));
    // The slice's server container (tools/webpack/create-server-config.js): no compressed copies.
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server/remoteEntry.js'), source);
    writeFileSync(path.join(dir, 'server/221.0123abcd.js'), source);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve-remote.mjs', '--dir', dir, '--port', String(port)], {
      cwd: ROOT,
      stdio: 'ignore',
      // A TLS proxy on this machine in front of it (the HSTS case): trusted only when named.
      env: { ...process.env, QS_TRUSTED_PROXIES: 'loopback' },
    });
    await waitForServer(`${origin}/small.js`);
  }, 20_000);
  afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const fetchFile = (file, encoding) => get(`${origin}/${file}`, encoding);

  it('sends brotli to a browser that accepts it, gzip to one that only takes gzip, raw otherwise', async () => {
    const brotli = await fetchFile('main.0123abcd.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.body.length).toBeLessThan(source.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(source);

    const gzip = await fetchFile('main.0123abcd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(source);

    const raw = await fetchFile('main.0123abcd.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(source);
  });

  it('says every answer varies on Accept-Encoding and keeps the cache rules', async () => {
    for (const encoding of ['br', undefined]) {
      const reply = await fetchFile('main.0123abcd.js', encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets a browser cache a remote entry, compressed or not', async () => {
    for (const encoding of ['br', undefined]) {
      const reply = await fetchFile('remoteEntry.js', encoding);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the server container from server/ under the same rules: its entry never cached, its hashed chunks for ever', async () => {
    const entry = await fetchFile('server/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toBe(source);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await fetchFile('server/221.0123abcd.js', 'gzip, br');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file without a compressed copy as it is', async () => {
    const reply = await fetchFile('small.js', 'br');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe('export {};');
  });

  it("sends the security headers a remote's files need: embeddable by the site, readable only by it (docs/security.md#security-headers)", async () => {
    const reply = await get(`${origin}/remoteEntry.js`, 'identity', { origin: 'http://localhost:3000' });
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': 'http://localhost:3000',
    });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(
      (await get(`${origin}/remoteEntry.js`, 'identity', { origin: 'https://evil.example' })).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
    // Served over https by a TLS proxy on this machine (QS_TRUSTED_PROXIES=loopback): HSTS as well.
    expect(
      (await get(`${origin}/small.js`, 'identity', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toMatch(/^max-age=63072000/);
  });
});
