import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;
const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/** A server renderer whose page asks the API for one thing through the render's transport, as the real one does. */
const RENDERER = `
const { PassThrough } = require('node:stream');
module.exports = {
  startServerRenderer: () => {},
  loadServerSlices: async () => ({ failed: [] }),
  documentHeadOf: () => '<title>Página</title>',
  renderPage: async ({ url, api }) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await api('/api/render-probe', { headers: { traceparent: '00-${'f'.repeat(32)}-${'f'.repeat(16)}-01' } });
    const body = new PassThrough();
    body.end('<h1>' + url + ' ' + answer.status + '</h1>');
    return { body, data: () => '{}', head: '<title>Página</title>' };
  },
};
`;

/** What the fake API received at `pathname`: the W3C parts of its traceparent, and its request id. */
const receivedAt = (api, pathname) => {
  const seen = api.seen.filter((request) => request.path === pathname).at(-1);
  const [, traceId, parentId] = W3C.exec(String(seen?.headers.traceparent)) ?? [];
  return { traceId, parentId, requestId: seen?.headers['x-request-id'], seen };
};

describe("the host passes the browser's trace on to the API, under a span of its own", () => {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'qs-renderer-'));
  writeFileSync(path.join(rendererDir, 'render.js'), RENDERER);
  let api;
  let host;
  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({
      apiUrl: api.url,
      remotes: [],
      listen: true,
      env: { QS_SSR: 'on', QS_HOST_SERVER_DIST: rendererDir, QS_PAGE_CACHE_TTL_MS: '0', QS_PAGE_CACHE_STALE_MS: '0' },
    });
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
    rmSync(rendererDir, { recursive: true, force: true });
  }, HOST_STOP_TIMEOUT);

  it("/api: the API gets the same trace with the host's span as its parent, and the host's request id", async () => {
    const answer = await host.request('/api/contactos', {
      method: 'POST',
      headers: { traceparent: TRACEPARENT, 'x-request-id': 'visit-42', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-request-id']).toBe('visit-42');
    const { traceId, parentId, requestId, seen } = receivedAt(api, '/api/contactos');
    expect(seen?.headers.traceparent).toMatch(W3C);
    expect(traceId).toBe(TRACE_ID);
    expect(parentId).not.toBe(PARENT_ID);
    expect(requestId).toBe('visit-42');
  });

  it('/api without a traceparent: the host starts the trace, and names the request itself', async () => {
    const answer = await host.request('/api/contactos', { method: 'POST', body: '{}' });
    const { traceId, requestId } = receivedAt(api, '/api/contactos');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe(TRACE_ID);
    expect(requestId).toBe(answer.headers['x-request-id']);
  });

  it("the host's own lookups (a partner's settings) carry the request's trace", async () => {
    // A subdomain looked up for the first time (lookups are cached): the fake API does not know it.
    await host.request('/remotes.json', { headers: { host: 'traza.localhost', traceparent: TRACEPARENT } });
    const { traceId, parentId } = receivedAt(api, '/api/integration/iframe-subdomain');
    expect(traceId).toBe(TRACE_ID);
    expect(parentId).not.toBe(PARENT_ID);
  });

  it("a server render's API requests carry the page's trace, whatever the render's own code sent", async () => {
    const page = await host.request('/Comparar/EPS', { headers: { traceparent: TRACEPARENT } });
    expect(page.text).toContain('/Comparar/EPS 201');
    const { traceId, parentId } = receivedAt(api, '/api/render-probe');
    expect(traceId).toBe(TRACE_ID);
    expect(parentId).not.toBe(PARENT_ID);
  });
});
