// A capture worker as hosts see it (capture-service.mjs): it records the jobs it is sent with the shared token
// and accepts them, taking nothing. Tests read `jobs` to see what a host asked for.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeApi } from './fake-api.mjs';
import { startHost } from './host-server.mjs';

/** @param {string} token the hosts' QS_PRERENDER_TOKEN */
export const startFakeCaptureWorker = async (token) => {
  /** @type {Array<Record<string, unknown>>} */
  const jobs = [];
  const server = http.createServer((request, reply) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/jobs' && request.headers.authorization === `Bearer ${token}`) jobs.push(...JSON.parse(body).jobs);
      reply.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: [true] }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    jobs,
    /** @returns {Promise<void>} */
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/**
 * A real host (host-server.mjs) that prerenders through a fake worker, over a fake API and a snapshot folder of
 * its own: what a test of the host's side of prerendering needs. `env` is added to the host's (the warm-up, say).
 * `stop()` stops all of it and removes the folder.
 * @param {{ remotes: unknown[], token: string, env?: Record<string, string> }} options
 */
export const startPrerenderingHost = async ({ remotes, token, env = {} }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-prerendering-host-'));
  const api = await startFakeApi();
  const worker = await startFakeCaptureWorker(token);
  const host = await startHost({ apiUrl: api.url, remotes, env: { QS_SNAPSHOT_DIR: dir, QS_CAPTURE_URL: worker.url, QS_PRERENDER_TOKEN: token, ...env } });
  return {
    dir,
    host,
    worker,
    stop: async () => {
      await host.stop();
      await api.stop();
      await worker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
