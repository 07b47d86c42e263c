// The capture worker a host starts for itself (no QS_CAPTURE_URL): a child process on a free loopback
// port, which ends with the host and is started again if it stops.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./capture-worker.mjs', import.meta.url));
const RESTART_MS = 2000;

/**
 * `env` is the worker's environment (the host's, plus token and folder). Returns `{ url(), stop() }`.
 * @param {{ env: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export const startCaptureWorker = ({ env, log = () => {} }) => {
  /** @type {string|null} */
  let url = null;
  /** @type {import('node:child_process').ChildProcess|null} */
  let child = null;
  let stopping = false;
  const spawnWorker = () => {
    // Its own port unless QS_CAPTURE_PORT fixes one (a test that starts a second host beside it).
    child = fork(WORKER, [], { execPath: process.execPath, env: { QS_CAPTURE_PORT: '0', ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message) => {
      if (message && typeof message === 'object' && 'capturePort' in message && Number.isInteger(message.capturePort)) url = `http://127.0.0.1:${message.capturePort}`;
    });
    child.on('exit', (code, signal) => {
      url = null;
      if (stopping) return;
      log(`prerender: the capture worker stopped (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && spawnWorker(), RESTART_MS).unref();
    });
  };
  spawnWorker();
  return {
    url: () => url,
    stop: () => {
      stopping = true;
      child?.kill('SIGTERM');
    },
  };
};
