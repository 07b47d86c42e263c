// How the host and the slices' servers stop without losing what they are doing (docs/operations.md, "Stopping and
// restarting"): the JavaScript twin of the API's api/src/http/graceful-stop.ts, whose tests hold for both.
// On SIGTERM or SIGINT: draining starts (readiness answers 503), the server keeps serving for QS_DRAIN_DELAY_MS
// while a balancer notices, then closes: no new connections, every request under way is answered (with
// `Connection: close`), idle keep-alive connections are closed, and the process ends with 0; past
// QS_DRAIN_TIMEOUT_MS it ends anyway with 1.

/** @param {string | undefined} value @param {number} fallback */
const millis = (value, fallback) => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** @param {NodeJS.ProcessEnv} env */
export const readDrainSettings = (env) => ({
  delayMs: millis(env.QS_DRAIN_DELAY_MS, 0),
  timeoutMs: millis(env.QS_DRAIN_TIMEOUT_MS, 15_000),
});

const IDLE_SWEEP_MS = 50;

/**
 * The server's drain state: `since` is set when a stop begins (readiness reads it). From then on every answer
 * carries `Connection: close`. Call it before `app` is ready (it adds a hook).
 * @param {import('fastify').FastifyInstance} app
 * @returns {{ since: number | null }}
 */
export const drainState = (app) => {
  const state = { since: /** @type {number | null} */ (null) };
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.since !== null) reply.header('Connection', 'close');
    return payload;
  });
  return state;
};

/**
 * The readiness check of a drain state: failing from the moment a stop began.
 * @param {{ since: number | null }} state
 */
export const drainingCheck = (state) => () =>
  state.since === null ? { ok: true } : { ok: false, since: new Date(state.since).toISOString() };

/**
 * Listens for SIGTERM and SIGINT; each starts the one stop, which `stop` also starts.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ since: number | null }} state from drainState(app)
 * @param {{ close: () => Promise<void>, delayMs: number, timeoutMs: number, log: (line: string) => void,
 *   exit?: (code: number) => void, signals?: Pick<NodeJS.Process, 'on'>, now?: () => number }} options
 *   `close`: what closing this server means (the app, and whatever else it holds); it must close `app`.
 * @returns {(reason: string) => Promise<void>}
 */
export const stopOnSignals = (
  app,
  state,
  { close, delayMs, timeoutMs, log, exit = (code) => process.exit(code), signals = process, now = Date.now },
) => {
  /** @type {Promise<void> | null} */
  let stopping = null;
  const stop = (/** @type {string} */ reason) =>
    (stopping ??= (async () => {
      state.since = now();
      log(`${reason}: draining (${delayMs} ms more serving, then up to ${timeoutMs} ms for the requests under way)`);
      const deadline = setTimeout(() => {
        log(`requests still under way after ${timeoutMs} ms: stopping anyway`);
        exit(1);
      }, delayMs + timeoutMs);
      deadline.unref();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Node's server.close() leaves a keep-alive connection open once its last answer is sent.
      const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await close();
        log('drained: every request under way was answered');
        exit(0);
      } catch (error) {
        log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      } finally {
        clearTimeout(deadline);
        clearInterval(idle);
      }
    })());
  signals.on('SIGTERM', () => void stop('SIGTERM'));
  signals.on('SIGINT', () => void stop('SIGINT'));
  return stop;
};
