// A site of two releases: one release's host in front of the other's slices, over today's API and mail catcher,
// started as `npm start` starts its processes (same ports, per-start QS_PROXY_SECRET, the API trusting loopback),
// each slice served from its build's folder by today's scripts/serve-remote.mjs (a static origin, as a CDN would).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, HOST, REMOTES } from '../workspaces.mjs';
import { waitForPort } from '../wait-for-port.mjs';
import { apiProxyTrust, localProxySecret } from '../api-proxy-trust.mjs';
import { localMail } from '../../tools/mail-catcher/local-mail.mjs';

/** The e2e run's API settings (e2e/support/environment.ts): one address makes all requests, chat always on. */
const TEST_API_ENV = { QS_COMPARE_LIMIT: '100000', QS_RATE_LIMIT_MAX: '100000', QS_CHAT_MODE: 'always' };

/**
 * The registry the host reads: the host release's own local registry with every line's version set to the
 * slices' build version (what the pages say, `data-slice-version`).
 * @param {string} hostTree @param {string} version @param {string} file where to write it
 */
export const writeRegistry = (hostTree, version, file) => {
  const registry = JSON.parse(readFileSync(path.join(hostTree, 'host/registry/remotes.local.json'), 'utf8'));
  registry.remotes = registry.remotes.map((line) => ({ ...line, version }));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(registry, null, 2)}\n`);
};

/** Waits until `url` answers 200 (the host's /readyz: its build, its registry and every slice's server container). */
const waitForReady = async (url, timeoutMs, exited) => {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`a process of the site stopped while waiting for ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s: ${last}`);
};

/**
 * Starts the API, the mail catcher, `hostTree`'s host and `remotesTree`'s four slices; resolves once the host is
 * ready. `stop()` ends them all and waits for them.
 * @param {object} options
 * @param {string} options.root today's checkout (the API, the mail catcher, the slices' server)
 * @param {string} options.hostTree the checkout whose host runs (its server code and its builds)
 * @param {string} options.remotesTree the checkout whose slices' builds are served
 * @param {string} options.remotesVersion their build version (for the registry)
 * @param {string} options.workDir a folder of this run (the API's data, the registry, the logs)
 * @param {string} options.name the run's name in the output
 */
export const startMixedSite = async ({ root, hostTree, remotesTree, remotesVersion, workDir, name }) => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'data'), { recursive: true });
  const registryFile = path.join(workDir, 'remotes.json');
  writeRegistry(hostTree, remotesVersion, registryFile);
  const logFile = path.join(workDir, 'site.log');
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;
  let failed = false;
  const run = (label, args, { cwd, env }) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      const text = chunk.toString().replace(/^(?=.)/gm, `[${name} ${label}] `);
      writeFileSync(logFile, text, { flag: 'a' });
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      failed = true;
      console.error(`[${name}] ${label} stopped (${signal ?? code}); its output is in ${logFile}`);
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', () => resolve(undefined));
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    const apiUrl = `http://127.0.0.1:${API.port}`;
    const shared = { QS_HOST_PORT: String(HOST.port), QS_API_URL: apiUrl, ...localProxySecret({}) };
    const mail = localMail({});
    run('mail', [path.join(root, 'tools/mail-catcher/main.mjs')], { cwd: root, env: {} });
    run('api', [path.join(root, API.dir, 'dist/server.js')], {
      cwd: root,
      env: {
        ...shared,
        ...mail.apiEnv,
        ...TEST_API_ENV,
        QS_API_PORT: String(API.port),
        QS_DATA_DIR: path.join(workDir, 'data'),
        ...apiProxyTrust({}),
      },
    });
    for (const remote of REMOTES)
      run(
        remote.slice,
        [
          path.join(root, 'scripts/serve-remote.mjs'),
          '--dir',
          path.join(remotesTree, remote.dir, 'dist'),
          '--port',
          String(remote.port),
        ],
        {
          cwd: root,
          env: shared,
        },
      );
    await waitForPort(API.port, { timeoutMs: 120_000 });
    run('host', [path.join(hostTree, HOST.dir, 'server/index.mjs')], {
      cwd: hostTree,
      env: { ...shared, QS_REGISTRY_FILE: registryFile },
    });
    await waitForReady(`http://localhost:${HOST.port}/readyz`, 120_000, () => failed);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (output: ${logFile})`);
  }
  return { stop, logFile, registryFile };
};
