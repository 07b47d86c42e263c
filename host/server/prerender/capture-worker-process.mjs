// The capture worker a host starts for itself (no QS_CAPTURE_URL): a child process on a free loopback
// port, which ends with the host and is started again if it stops.
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./capture-worker.mjs', import.meta.url));
const RESTART_MS = 2000;
/** How much the worker (and the Chromium it starts, which inherits it) gives way to serving visitors. */
const DEFAULT_NICE = 10;

/**
 * The worker's niceness: `QS_CAPTURE_NICE`, 0 (as the host) to 19 (only when the machine is otherwise idle).
 * A snapshot is background work; on a small machine the host, the API and the visitors' requests come first.
 * @param {string|undefined} value
 */
export const captureNice = (value) => {
  if (value === undefined || value === '') return DEFAULT_NICE;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new Error(`QS_CAPTURE_NICE must be a whole number from 0 to 19, not '${value}'`);
  return nice;
};

/**
 * @param {number|undefined} pid
 * @param {number} nice
 * @param {(line: string) => void} log
 */
export const lowerPriority = (pid, nice, log) => {
  if (pid === undefined || nice === 0) return;
  try {
    setPriority(pid, nice);
  } catch (error) {
    // A container may refuse it; the worker then runs at the host's priority.
    log(`prerender: could not lower the capture worker's priority (${/** @type {Error} */ (error).message})`);
  }
};

/**
 * `env` is the worker's environment (the host's, plus token and folder); `nice` its niceness (`captureNice`).
 * Returns `{ url(), stop() }`.
 * @param {{ env: NodeJS.ProcessEnv, nice?: number, log?: (line: string) => void }} options
 */
export const startCaptureWorker = ({ env, nice = DEFAULT_NICE, log = () => {} }) => {
  /** @type {string|null} */
  let url = null;
  /** @type {import('node:child_process').ChildProcess|null} */
  let child = null;
  let stopping = false;
  const spawnWorker = () => {
    // Its own port unless QS_CAPTURE_PORT fixes one (a test that starts a second host beside it).
    child = fork(WORKER, [], { execPath: process.execPath, env: { QS_CAPTURE_PORT: '0', ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    lowerPriority(child.pid, nice, log);
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
