import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, request, waitFor } from '../host/server/test-support/http-client.mjs';
import { PROBE_CACHE_MS } from '../tools/server/health.mjs';

// A slice's static server (serve-remote.mjs, tools/server/health.mjs) says whether it is alive and whether its build
// is there to serve: the manifest, the browser entry and the server container.
describe("a slice's server: /healthz and /readyz", () => {
  let dist;
  let server;
  let origin;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qs-remote-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"qs_results"}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var qs_results;');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      [path.join(__dirname, 'serve-remote.mjs'), '--dir', dist, '--port', String(port), '--host', '127.0.0.1'],
      // No API to ask about partners: the probes never ask it.
      { env: { ...process.env, QS_API_URL: 'http://127.0.0.1:9' }, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    await waitFor(origin, '/healthz');
  }, 20_000);
  afterAll(() => {
    server?.kill();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /healthz as JSON, never cached, whatever the Origin or Host', async () => {
    const answer = await request(origin, '/healthz', {
      headers: { host: 'aliado.localhost', origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok' });
  });

  it('is ready while its build is there, and answers 503 naming what is missing when it is not', async () => {
    const ready = await request(origin, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ready.text)).toEqual({
      status: 'ready',
      checks: { manifest: { ok: true }, entry: { ok: true }, serverEntry: { ok: true }, draining: { ok: true } },
    });

    unlinkSync(path.join(dist, 'mf-manifest.json'));
    // Each file's probe is kept for a second (tools/server/health.mjs cachedProbe).
    await new Promise((resolve) => setTimeout(resolve, PROBE_CACHE_MS));
    const missing = await request(origin, '/readyz');
    expect(missing.status).toBe(503);
    expect(missing.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(missing.text);
    expect(body.status).toBe('not ready');
    expect(body.failing).toEqual(['manifest']);
    expect(body.checks.manifest).toEqual({ ok: false, missing: ['mf-manifest.json'] });
    // Alive all the same, and still serving what it has.
    expect((await request(origin, '/healthz')).status).toBe(200);
    expect((await request(origin, '/remoteEntry.js')).status).toBe(200);
  });

  it('stops on SIGTERM with 0, saying it drained', async () => {
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: draining[\s\S]*drained/);
    await expect(request(origin, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});
