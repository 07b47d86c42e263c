import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInboxServer } from './create-inbox-server.mjs';
import { INBOX_CSP } from './inbox-csp.mjs';
import { readInboxConfig } from './inbox-config.mjs';

// The staff app's server in-process, in front of a stand-in API at the network boundary that records what it gets.
const SECRET = 'a-proxy-secret-of-this-start-0123456789';

const startApi = async () => {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    if (req.url === '/api/chat/agent/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: message\ndata: {"kind":"message"}\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { name: 'Marta Díaz' } }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
};

describe('the agent inbox server', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'qs-inbox-dist-'));
  let api;
  let inbox;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    api = await startApi();
    const config = readInboxConfig({
      QS_API_URL: api.url,
      QS_PROXY_SECRET: SECRET,
      QS_AGENT_INBOX_DIST: dist,
      QS_LOG_LEVEL: 'silent',
    });
    inbox = await createInboxServer(config);
  });
  afterAll(async () => {
    await inbox?.close();
    await api?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves its page at / with a strict policy of its own, never indexed, framed or stored', async () => {
    const page = await inbox.app.inject({ url: '/', headers: { host: 'localhost:3005' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers).toMatchObject({
      'content-security-policy': INBOX_CSP,
      'x-robots-tag': 'noindex, nofollow',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(INBOX_CSP).toContain("frame-ancestors 'none'");
    expect(INBOX_CSP).not.toContain('unsafe');
  });

  it("passes the agents' calls to the API as the host does: the agent's address, its Host, the proxy secret", async () => {
    const answer = await inbox.app.inject({
      url: '/api/chat/agent/session',
      remoteAddress: '10.1.2.3',
      headers: {
        host: 'localhost:3005',
        cookie: 'qs_chat_agent=abc',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-qs-proxy-secret': 'forged',
      },
    });
    expect(answer.json()).toEqual({ data: { name: 'Marta Díaz' } });
    expect(api.seen.at(-1)?.headers).toMatchObject({
      'x-forwarded-for': '10.1.2.3',
      'x-forwarded-host': 'localhost:3005',
      'x-qs-proxy-secret': SECRET,
      cookie: 'qs_chat_agent=abc',
    });
  });

  it("lets an agent's attachment be a file of up to 5 MB, as the host's proxy does for visitors", async () => {
    const upload = (size) =>
      inbox.app.inject({
        method: 'POST',
        url: '/api/chat/agent/conversations/abc123/attachments?name=f.pdf&clientMessageId=c1',
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(size, 1),
      });
    expect((await upload(3 * 1024 * 1024)).statusCode).toBe(200);
    const over = await upload(5 * 1024 * 1024 + 1);
    expect([over.statusCode, over.json().message]).toEqual([413, 'El cuerpo de la solicitud supera el límite de 5 MB']);
  });

  it('is no door to the rest of the API, and has no page but its own', async () => {
    const before = api.seen.length;
    for (const url of [
      '/api/plans',
      '/api/chat/conversations',
      '/api/chat/agentes',
      '/api/chat/agent/../../plans',
      '/api/chat/agent/%2E%2E/%2e%2e/plans',
      '/api/chat/agent/..%2f..%2fplans',
    ])
      expect([url, (await inbox.app.inject({ url })).statusCode]).toEqual([url, 404]);
    expect(api.seen.length).toBe(before);
    const page = await inbox.app.inject({ url: '/agentes/chat', headers: { accept: 'text/html' } });
    expect([page.statusCode, page.headers['content-security-policy']]).toEqual([404, INBOX_CSP]);
    expect(page.body).toContain('Página no encontrada');
  });

  it('refuses a write that a page of another origin sends, even a same-site one', async () => {
    const close = (headers) =>
      inbox.app.inject({
        method: 'POST',
        url: '/api/chat/agent/conversations/abc123/close',
        headers: { host: 'agentes.quieroseguro.co', ...headers },
      });
    for (const headers of [
      { 'sec-fetch-site': 'same-site', origin: 'https://quieroseguro.co' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://quieroseguro.co' },
    ]) {
      const refused = await close(headers);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'Solo la bandeja del chat puede hacer esta solicitud',
      ]);
    }
    expect(
      (await close({ 'sec-fetch-site': 'same-origin', origin: 'http://agentes.quieroseguro.co' })).statusCode,
    ).toBe(200);
    expect((await close({})).statusCode).toBe(200);
  });

  it("streams the inbox's live events through", async () => {
    await inbox.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (inbox.app.server.address());
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/agent/events`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('data: {"kind":"message"}');
    controller.abort();
  });

  it('answers in Spanish when the API is down', async () => {
    const down = await createInboxServer(
      readInboxConfig({ QS_API_URL: 'http://127.0.0.1:9', QS_AGENT_INBOX_DIST: dist, QS_LOG_LEVEL: 'silent' }),
    );
    const answer = await down.app.inject({ url: '/api/chat/agent/session' });
    await down.close();
    expect([answer.statusCode, answer.json().message]).toEqual([
      503,
      'El servicio no está disponible. Inténtalo nuevamente.',
    ]);
  });
});
