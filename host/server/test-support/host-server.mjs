// The real host server (create-host-server.mjs) in the test's own process, over a tiny build and registry:
// asked with app.inject() by default, or over a real socket (`listen: true`) where the test is about the
// connection itself (who the peer is for X-Forwarded-For, a body streamed without Content-Length, a TLS
// proxy in front). `stop()` closes it and removes the files made for it. The tiny build has no server renderer:
// pages are the plain shell (QS_SSR=off) unless a test's `env` says otherwise.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHostServer, readHostConfig } from '../create-host-server.mjs';
import { freePort, request } from './http-client.mjs';

/** How long an afterAll may take to stop created hosts (closing a host waits for its open connections). */
export const HOST_STOP_TIMEOUT = 30_000;

export const SHELL_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>QuieroSeguro</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** @typedef {{ method?: string, headers?: Record<string, string>, body?: string | Buffer | (string | Buffer)[] }} RequestOptions */
/** @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, text: string }} Answer */

/**
 * `env` is added to this process's environment, as the host process used to get it (a key set to undefined
 * removes a setting); `remotes` is the registry.
 * @param {{ apiUrl: string, remotes: unknown[], env?: Record<string, string | undefined>, listen?: boolean }} options
 */
export const startHost = async ({ apiUrl, env = {}, remotes, listen = false }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-host-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log("shell");');
  const registryFile = path.join(dir, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes }));
  // A port of its own even when nothing listens: the site's origin (localhost on it) names it.
  const port = await freePort();
  const config = readHostConfig({
    ...process.env,
    QS_SSR: 'off',
    QS_HOST_PORT: String(port),
    QS_HOST_DIST: dir,
    QS_REGISTRY_FILE: registryFile,
    QS_API_URL: apiUrl,
    QS_LISTEN_HOST: '127.0.0.1',
    ...env,
  });
  const host = await createHostServer(config);
  const origin = `http://127.0.0.1:${port}`;
  if (listen) await host.app.listen({ port, host: config.listenHost });
  /**
   * One request, answered as http-client.mjs's `request` answers.
   * @param {string} url
   * @param {RequestOptions} [options]
   * @returns {Promise<Answer>}
   */
  const ask = async (url, { method = 'GET', headers = {}, body } = {}) => {
    if (listen) return /** @type {Promise<Answer>} */ (request(origin, url, { method, headers, body }));
    const payload = Array.isArray(body) ? Buffer.concat(body.map((chunk) => Buffer.from(chunk))) : body;
    const answer = await host.app.inject({
      method: /** @type {import('fastify').HTTPMethods} */ (method),
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: answer.statusCode, headers: /** @type {Answer['headers']} */ (answer.headers), text: answer.body };
  };
  return {
    app: host.app,
    /** The host's drain state (a stop sets `since`). */
    drain: host.drain,
    /** Closes the host as its stop does (the app and its API pool), keeping the files. */
    close: host.close,
    /** Only while listening. */
    origin,
    /** The registry file the host reads on every page (a test switches a slice by writing it). */
    registryFile,
    request: ask,
    stop: async () => {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
