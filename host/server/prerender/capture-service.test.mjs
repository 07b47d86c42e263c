import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '../test-support/http-client.mjs';
import { buildCaptureService } from './capture-service.mjs';
import { createPrerenderer } from './prerenderer.mjs';
import { createSnapshotStore, registryVersion } from './snapshot-store.mjs';

const TOKEN = 'a'.repeat(32);
const VERSION = registryVersion([{ name: 'qs_results', entry: 'http://localhost:3001/mf-manifest.json' }]);
const auth = { authorization: `Bearer ${TOKEN}` };

let dir;
let app;
let prerenderer;
let capture;
let origin;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'qs-capture-'));
  const store = createSnapshotStore({ dir });
  capture = jest.fn(async (_browser, { pathname }) => ({ html: `<h1>${pathname}</h1>`, css: '', stylesheets: [] }));
  prerenderer = createPrerenderer({ siteUrl: 'http://localhost:3000', store, token: TOKEN, capture, launch: async () => /** @type {any} */ ({ close: async () => undefined }), followLinks: false });
  app = buildCaptureService({ prerenderer, store, token: TOKEN });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await prerenderer.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} [headers] */
const post = async (jobs, headers = auth) => {
  const answer = await request(origin, '/jobs', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ jobs }) });
  return { statusCode: answer.status, json: () => JSON.parse(answer.text) };
};
/** @param {Record<string, string>} [headers] */
const status = async (headers = auth) => request(origin, '/status', { headers });
const drain = async () => {
  for (let i = 0; i < 400 && prerenderer.pending; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the capture service', () => {
  it('hears only callers with the token', async () => {
    expect((await post([{ pathname: '/', variant: 'desktop', version: VERSION }], {})).statusCode).toBe(401);
    expect((await post([{ pathname: '/', variant: 'desktop', version: VERSION }], { authorization: `Bearer ${'b'.repeat(32)}` })).statusCode).toBe(401);
    expect((await status({})).status).toBe(401);
    expect(capture).not.toHaveBeenCalled();
  });

  it('takes a page several hosts asked for once, into the shared store', async () => {
    const job = { pathname: '/QS-Blog', variant: 'mobile', version: VERSION, client: '203.0.113.9' };
    const first = await post([job]);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: [true] });
    // A second host's visitor asks for it while it is queued, then once it is taken.
    expect((await post([{ ...job, client: '198.51.100.7' }])).json()).toEqual({ accepted: [false] });
    await drain();
    await post([job]);
    await drain();
    expect(capture).toHaveBeenCalledTimes(1);
    const reader = createSnapshotStore({ dir });
    expect((await reader.get('mobile /QS-Blog', VERSION))?.html).toBe('<h1>/QS-Blog</h1>');
    expect(JSON.parse((await status()).text)).toEqual({ pending: 0, queue: { visitors: 0, background: 0, running: 0 }, captured: 1, recent: [{ number: 1, key: 'mobile /QS-Blog' }], snapshots: 1 });
  });

  it("passes a host's refresh of a served page on as background work", async () => {
    const enqueue = jest.spyOn(prerenderer, 'enqueue');
    const job = { pathname: '/', variant: 'mobile', version: VERSION, low: true, refresh: true };
    expect((await post([job])).statusCode).toBe(202);
    expect(enqueue).toHaveBeenCalledWith('/', 'mobile', expect.objectContaining({ version: VERSION, low: true, refresh: true }));
    await drain();
    enqueue.mockRestore();
    expect((await post([{ ...job, refresh: 'yes' }])).statusCode).toBe(400);
  });

  it('answers 400 to a job that is not one, and queues nothing', async () => {
    for (const jobs of [
      [{ pathname: '/', variant: 'tablet', version: VERSION }],
      [{ pathname: '/', variant: 'desktop', version: 'latest' }],
      [{ pathname: '/', variant: 'desktop', version: VERSION, extra: 1 }],
      [],
      Array.from({ length: 201 }, () => ({ pathname: '/', variant: 'desktop', version: VERSION })),
    ]) {
      expect((await post(jobs)).statusCode).toBe(400);
    }
    expect(prerenderer.pending).toBe(0);
  });

  it('refuses, job by job, paths that are not of this site', async () => {
    const answer = await post([
      { pathname: '//evil.example/x', variant: 'desktop', version: VERSION },
      { pathname: '/Comparar/EPS', variant: 'desktop', version: VERSION },
    ]);
    expect(answer.json()).toEqual({ accepted: [false, true] });
  });
});
