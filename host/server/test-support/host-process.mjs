// The real host server (host/server/index.mjs) in its own process, on a free port, over a tiny build
// and registry: @fastify/static cannot load inside Jest, and trust in X-Forwarded-For is only real over
// a real socket.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './http-client.mjs';

const ROOT = path.resolve(__dirname, '../../..');
export const SHELL_HTML = '<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>QuieroSeguro</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

export const startHost = async ({ apiUrl, env = {}, remotes }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qs-host-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log("shell");');
  const registryFile = path.join(dir, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes }));
  const port = await freePort();
  const child = spawn(process.execPath, ['host/server/index.mjs'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, QS_HOST_PORT: String(port), QS_HOST_DIST: dir, QS_REGISTRY_FILE: registryFile, QS_API_URL: apiUrl, QS_LISTEN_HOST: '127.0.0.1', ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, '/main.0123abcd.js');
  return {
    origin,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
