import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { REGISTRY_FILE, ROOT } from './environment';
import { stopChild, waitFor } from './processes';
import { test } from './test';

/**
 * A host whose API fails on the server's side too: the suite's API behind a proxy this process controls, and a
 * host in front of it on the main site's second origin (QS_SITE_ORIGINS, so the slices' servers answer its CORS).
 * What the server renders and what the browser asks both go through the proxy: the API is down, slow or
 * answering 500 for the whole page, as it would be for a real visitor.
 */
export const FAULT_HOST_PORT = 3013;
export const FAULT_SITE = `http://localhost:${FAULT_HOST_PORT}`;
const API = 'http://127.0.0.1:4000';

/** An answer the proxy gives in the API's place, for one path (its query aside). */
export interface StubbedAnswer {
  status?: number;
  json: unknown;
}

/**
 * `up` with `answers`: the API, except for those paths, answered by the proxy (for the server's render and the
 * browser alike, where `page.route` would reach the browser's requests only).
 */
export type ApiMode =
  | { kind: 'up'; answers?: Record<string, StubbedAnswer> }
  | { kind: 'down' }
  | { kind: '500' }
  | { kind: 'slow'; delayMs: number };

export interface FaultHost {
  /** What the API does from now on. */
  set: (mode: ApiMode) => void;
  stop: () => Promise<void>;
}

const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
  const upstream = http.request(
    `${API}${request.url}`,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
};

/** `ssr`: the host renders pages on the server, as the suite's site does unless QS_SSR=off; else it serves the plain shell. */
export const startFaultHost = async ({
  ssr = process.env.QS_SSR !== 'off',
}: { ssr?: boolean } = {}): Promise<FaultHost> => {
  let mode: ApiMode = { kind: 'up' };
  const sockets = new Set<Socket>();
  const proxy = http.createServer((request, response) => {
    if (mode.kind === 'down') return request.socket.destroy();
    if (mode.kind === '500') {
      response.writeHead(500, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Error interno del servidor' }),
      );
    }
    if (mode.kind === 'slow') return void setTimeout(() => forward(request, response), mode.delayMs);
    const stubbed = mode.answers?.[new URL(request.url ?? '/', 'http://api').pathname];
    if (stubbed) {
      response.writeHead(stubbed.status ?? 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(stubbed.json));
    }
    return forward(request, response);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const host: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'host/server/index.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      QS_SITE_ORIGIN: FAULT_SITE,
      QS_HOST_PORT: String(FAULT_HOST_PORT),
      QS_REGISTRY_FILE: REGISTRY_FILE,
      QS_API_URL: proxyUrl,
      QS_SSR: ssr ? 'on' : 'off',
      // Every page rendered for this spec's case, none kept from an earlier one.
      QS_PAGE_CACHE_TTL_MS: '0',
      QS_PAGE_CACHE_STALE_MS: '0',
    },
  });
  try {
    await waitFor(`${FAULT_SITE}/remotes.json`, host, 'the fault host', 30_000);
  } catch (error) {
    await stopChild(host, 'SIGKILL');
    proxy.close();
    throw error;
  }
  return {
    set: (next) => {
      mode = next;
      // A connection kept alive from before answers as the new mode says, not as the old one.
      for (const socket of sockets) socket.destroy();
    },
    stop: async () => {
      await stopChild(host);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
};

/**
 * A fault host for the cases of the describe this is called in: started before the first, stopped after the last.
 * Returns the way to reach it from a case.
 */
export const faultHostOfDescribe = (options?: { ssr?: boolean }): (() => FaultHost) => {
  let host: FaultHost | undefined;
  test.beforeAll(async () => {
    host = await startFaultHost(options);
  });
  test.afterAll(async () => {
    await host?.stop();
  });
  return () => {
    if (!host) throw new Error('the fault host has not started');
    return host;
  };
};
