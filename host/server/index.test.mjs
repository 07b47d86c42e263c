import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './test-support/http-client.mjs';
import { SHELL_HTML } from './test-support/host-server.mjs';

// host/server/index.mjs itself, as `npm start` and the e2e suite run it: a process, because what is tested is
// the process (its exit code, what it prints, how a signal stops it). Every answer it gives is tested
// in-process, through createHostServer (the other server tests).
const ROOT = path.resolve(__dirname, '../..');

/** The host process with `env` over this process's environment; resolves what it printed and how it ended. */
const runHost = (env) => {
  const child = spawn(process.execPath, ['host/server/index.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (out.stdout += chunk));
  child.stderr.on('data', (chunk) => (out.stderr += chunk));
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, ...out })));
  return { child, out, ended };
};

describe('the host process (index.mjs)', () => {
  let dir;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qs-host-'));
    writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: [] }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    // A host asked to render pages on the server (QS_SSR unset or on) without its server renderer does not start.
    [
      'a server renderer it cannot load',
      { QS_SSR: 'on', QS_HOST_SERVER_DIST: path.join(tmpdir(), 'qs-no-renderer') },
      path.join(tmpdir(), 'qs-no-renderer', 'render.js'),
    ],
    ['a site domain it cannot read', { QS_SITE_DOMAIN: 'not a domain' }, 'QS_SITE_DOMAIN'],
  ])(
    'stops with exit code 1 and says why on %s',
    async (_name, env, message) => {
      const { code, stderr } = await runHost({
        QS_HOST_DIST: dir,
        QS_REGISTRY_FILE: path.join(dir, 'remotes.json'),
        ...env,
      }).ended;
      expect(code).toBe(1);
      expect(stderr).toContain(message);
    },
    30_000,
  );

  it('prints where it listens, and on SIGTERM closes the server and exits 0', async () => {
    const port = await freePort();
    const host = runHost({
      QS_HOST_PORT: String(port),
      QS_LISTEN_HOST: '127.0.0.1',
      QS_HOST_DIST: dir,
      QS_REGISTRY_FILE: path.join(dir, 'remotes.json'),
      QS_API_URL: 'http://127.0.0.1:9',
      QS_SSR: 'off',
    });
    await waitFor(`http://127.0.0.1:${port}`, '/remotes.json');
    expect(host.out.stdout).toContain(
      `host on 127.0.0.1:${port} for http://localhost:${port} (Node ${process.version}, registry ${path.join(dir, 'remotes.json')}, api http://127.0.0.1:9)`,
    );
    host.child.kill('SIGTERM');
    expect(await host.ended).toEqual(expect.objectContaining({ code: 0, signal: null }));
  }, 30_000);
});
