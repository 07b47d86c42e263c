// A host stopping on SIGTERM (tools/server/graceful-stop.mjs) in front of an API that holds a request and an event
// stream: the request is answered, the stream ends (its browser reconnects elsewhere), new connections are refused.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import Fastify from 'fastify';
import { readDrainSettings, stopOnSignals } from '../../tools/server/graceful-stop.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

/** A GET: its status, `Connection` header and body, or the connection error's code. */
const get = (url, headers = {}) =>
  new Promise((resolve) => {
    const req = http.get(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
      res.on('error', () => resolve({ status: res.statusCode, body, broken: true }));
      res.on('aborted', () => resolve({ status: res.statusCode, body, broken: true }));
    });
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve({ error: error.code ?? error.message }));
  });

const exitsWithin = async (exits, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (exits.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return exits;
};

describe('a host stopping on a signal', () => {
  let api;
  let release;
  let host;
  const exits = [];
  const signals = /** @type {EventEmitter & Pick<NodeJS.Process, 'on'>} */ (new EventEmitter());

  beforeAll(async () => {
    // Its own close ends whatever connection is still open (the held stream's, once the host let it go).
    api = Fastify({ forceCloseConnections: true });
    const held = new Promise((resolve) => (release = resolve));
    api.get('/api/slow', async () => {
      await held;
      return { answered: true };
    });
    api.get('/api/chat/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('retry: 2000\n: open\n\n');
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    host = await startHost({
      apiUrl: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.server.address()).port}`,
      remotes: [],
      listen: true,
    });
  });
  afterAll(async () => {
    release?.();
    await host.stop().catch(() => {});
    await api.close();
  }, HOST_STOP_TIMEOUT);

  it('answers the request under way and ends the event stream, refuses new connections, and ends with 0', async () => {
    const log = [];
    stopOnSignals(host.app, host.drain, {
      delayMs: 0,
      timeoutMs: 10_000,
      close: host.close,
      log: (line) => log.push(line),
      exit: (code) => exits.push(code),
      signals,
    });
    const stream = get(`${host.origin}/api/chat/stream`, { accept: 'text/event-stream' });
    const underWay = get(`${host.origin}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(host.drain.since).toBeNull();
    expect((await host.request('/readyz')).status).toBe(200);

    signals.emit('SIGTERM');
    expect(host.drain.since).not.toBeNull();
    // The stream ends at once (its browser's EventSource reconnects), with what it had sent.
    expect(await stream).toEqual(expect.objectContaining({ status: 200, body: expect.stringContaining(': open') }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(`${host.origin}/api/slow`)).toEqual({ error: 'ECONNREFUSED' });

    release();
    expect(await underWay).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ answered: true }) });
    expect(await exitsWithin(exits)).toEqual([0]);
    expect(log.join('\n')).toMatch(/SIGTERM: draining[\s\S]*drained/);
  });
});

describe('drain settings', () => {
  it('reads QS_DRAIN_DELAY_MS and QS_DRAIN_TIMEOUT_MS, with defaults for unset or unreadable values', () => {
    expect(readDrainSettings({})).toEqual({ delayMs: 0, timeoutMs: 15_000 });
    expect(readDrainSettings({ QS_DRAIN_DELAY_MS: '2000', QS_DRAIN_TIMEOUT_MS: '0' })).toEqual({
      delayMs: 2000,
      timeoutMs: 0,
    });
    expect(readDrainSettings({ QS_DRAIN_DELAY_MS: ' ', QS_DRAIN_TIMEOUT_MS: '1.5' })).toEqual({
      delayMs: 0,
      timeoutMs: 15_000,
    });
  });
});
