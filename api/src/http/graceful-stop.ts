import type { FastifyInstance } from 'fastify';

/**
 * How a server process stops without losing what it is doing (docs/operations.md, "Stopping and restarting").
 * On SIGTERM or SIGINT: it says it is draining (its readiness answers 503, so a balancer that asks stops sending),
 * keeps serving for `delayMs` while the balancer notices, then closes: no new connections, every request under way
 * is answered (with `Connection: close`), idle keep-alive connections are closed, event streams end so their
 * browsers reconnect elsewhere. If that takes longer than `timeoutMs`, the process ends anyway with status 1. The
 * same signal may come twice (from `npm start` and from its process group): both are one stop.
 * The host and the slices' servers have the same in tools/server/graceful-stop.mjs.
 */
export interface DrainSettings {
  /** QS_DRAIN_DELAY_MS: draining but still serving, before the listener closes. Default 0. */
  delayMs: number;
  /** QS_DRAIN_TIMEOUT_MS: the longest the requests under way may take to finish. Default 15 s. */
  timeoutMs: number;
}

const millis = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

export const readDrainSettings = (env: NodeJS.ProcessEnv): DrainSettings => ({
  delayMs: millis(env.QS_DRAIN_DELAY_MS, 0),
  timeoutMs: millis(env.QS_DRAIN_TIMEOUT_MS, 15_000),
});

/** Since when this process drains (null: serving). Readiness reads it. */
export interface DrainState {
  since: number | null;
}

/**
 * The app's drain state: from the moment a stop sets `since`, every answer carries `Connection: close`. Call it
 * before the app is ready (it adds a hook).
 */
export const drainState = (app: FastifyInstance): DrainState => {
  const state: DrainState = { since: null };
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.since !== null) reply.header('Connection', 'close');
    return payload;
  });
  return state;
};

/** The readiness check of a drain state: failing from the moment a stop began. */
export const drainingCheck = (state: DrainState) => async () =>
  state.since === null ? { ok: true } : { ok: false, since: new Date(state.since).toISOString() };

export interface StopOptions extends DrainSettings {
  log: (message: string) => void;
  exit?: (code: number) => void;
  /** Where the signals come from (a test passes an emitter). */
  signals?: Pick<NodeJS.Process, 'on'>;
  now?: () => number;
}

/** Node's server.close() leaves a keep-alive connection open once its last answer is sent: closed this often. */
const IDLE_SWEEP_MS = 50;

/** Listens for SIGTERM and SIGINT; each starts the one stop of `app`, which the returned function also starts. */
export const stopOnSignals = (
  app: FastifyInstance,
  state: DrainState,
  { log, delayMs, timeoutMs, exit = (code) => process.exit(code), signals = process, now = Date.now }: StopOptions,
): ((reason: string) => Promise<void>) => {
  let stopping: Promise<void> | null = null;
  const stop = (reason: string) =>
    (stopping ??= (async () => {
      state.since = now();
      log(`${reason}: draining (${delayMs} ms more serving, then up to ${timeoutMs} ms for the requests under way)`);
      const deadline = setTimeout(() => {
        log(`requests still under way after ${timeoutMs} ms: stopping anyway`);
        exit(1);
      }, delayMs + timeoutMs);
      deadline.unref();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
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
