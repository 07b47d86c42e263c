import { EventEmitter } from 'node:events';
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { readDrainSettings, stopOnSignals } from './graceful-stop';

/** A GET over `agent` (keep-alive): its status and body, or the connection error's code. */
const get = (port: number, path: string, agent?: Agent) =>
  new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });

/** The exit codes once the process would have ended (within `ms`). */
const exitsWithin = async (exits: number[], ms = 3000) => {
  const deadline = Date.now() + ms;
  while (exits.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return exits;
};

describe('stopping on a signal', () => {
  let test: TestApp;
  let release: () => void;
  // Typed as the process's `on`, which it provides for the two signals.
  const signals = new EventEmitter() as EventEmitter & Pick<NodeJS.Process, 'on'>;
  const exits: number[] = [];
  const log: string[] = [];

  /** The app with its stop listening for the signals, and listening; its port and drain state. */
  const serve = async (settings: { delayMs: number; timeoutMs: number }) => {
    stopOnSignals(test.app, test.app.drain, {
      ...settings,
      log: (line) => log.push(line),
      exit: (code) => exits.push(code),
      signals,
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    return { drain: test.app.drain, port: (test.app.server.address() as AddressInfo).port };
  };

  beforeEach(async () => {
    test = await createTestApp();
    const held = new Promise<void>((resolve) => (release = resolve));
    // A request that is still being answered when the signal comes (a lead being stored, a page being priced).
    test.app.get('/api/test-slow', async () => {
      await held;
      return { answered: true };
    });
    exits.length = 0;
    log.length = 0;
    signals.removeAllListeners();
  });
  afterEach(async () => {
    release();
    await test.close().catch(() => {});
  });

  it('refuses new connections at once, answers the request under way, then ends with 0', async () => {
    const { drain, port } = await serve({ delayMs: 0, timeoutMs: 10_000 });
    const agent = new Agent({ keepAlive: true });
    // The keep-alive connection has served one request already: it is idle, then carries the slow one.
    expect((await get(port, '/api/health', agent)).status).toBe(200);
    const underWay = get(port, '/api/test-slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(drain.since).toBeNull();
    signals.emit('SIGTERM');
    signals.emit('SIGTERM'); // the same stop, from the process group
    expect(drain.since).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, '/api/health')).toEqual({ error: 'ECONNREFUSED' });

    release();
    expect(await underWay).toEqual({ status: 200, body: JSON.stringify({ answered: true }) });
    // The keep-alive connection does not hold the stop up.
    expect(await exitsWithin(exits)).toEqual([0]);
    expect(log.join('\n')).toMatch(/SIGTERM: draining[\s\S]*drained/);
    agent.destroy();
  });

  it('keeps serving during the delay (the balancer notices first), telling clients to close, then closes', async () => {
    const { drain, port } = await serve({ delayMs: 600, timeoutMs: 10_000 });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    signals.emit('SIGTERM');
    expect(drain.since).not.toBeNull();
    const during = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    // A balancer that asks readiness takes this instance out.
    const readiness = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual(expect.objectContaining({ failing: ['draining'] }));
    release();
    expect(await exitsWithin(exits)).toEqual([0]);
    expect(await get(port, '/api/health')).toEqual({ error: 'ECONNREFUSED' });
  });

  it('ends with 1 when a request is still under way after the timeout', async () => {
    const { port } = await serve({ delayMs: 0, timeoutMs: 300 });
    const underWay = get(port, '/api/test-slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.emit('SIGINT');
    expect(await exitsWithin(exits)).toEqual([1]);
    expect(log.join('\n')).toContain('stopping anyway');
    release();
    await underWay;
  });
});

describe('drain settings', () => {
  it('reads QS_DRAIN_DELAY_MS and QS_DRAIN_TIMEOUT_MS, with defaults for unset or unreadable values', () => {
    expect(readDrainSettings({})).toEqual({ delayMs: 0, timeoutMs: 15_000 });
    expect(readDrainSettings({ QS_DRAIN_DELAY_MS: '5000', QS_DRAIN_TIMEOUT_MS: '30000' })).toEqual({
      delayMs: 5000,
      timeoutMs: 30_000,
    });
    expect(readDrainSettings({ QS_DRAIN_DELAY_MS: '-1', QS_DRAIN_TIMEOUT_MS: 'soon' })).toEqual({
      delayMs: 0,
      timeoutMs: 15_000,
    });
  });
});
