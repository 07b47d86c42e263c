// Health and readiness of a site server (docs/operations.md#health-and-readiness), shared by the host and the slices'
// servers. `/healthz` says the process answers; `/readyz` runs the server's own checks and answers 503 naming the
// ones that fail. Both are answered by the first onRequest hook, before any other hook of the server (partner
// gate, https redirect, CORS, rate limits), so a probe sees the process itself, whatever Host or proxy header it
// carries, and never a page.
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/** The paths the site's servers answer for operators (the host's /metrics too): never a page, never in a sitemap. */
export const OPERATIONAL_PATHS = Object.freeze(['/healthz', '/readyz', '/metrics']);

/** How long one readiness check may take before it counts as failed: a probe must not hang on a stuck dependency. */
export const CHECK_TIMEOUT_MS = 2000;

/** @typedef {{ ok: boolean } & Record<string, unknown>} CheckResult */
/** @typedef {Record<string, () => CheckResult | Promise<CheckResult>>} Checks */

/**
 * How long a dependency probe's result answers the next probes: /readyz is open to anyone and runs before the rate
 * limits, so a flood of probes costs at most one file read (or query) per check and second.
 */
export const PROBE_CACHE_MS = 1000;

/**
 * `check`, asked again at most once per `maxAgeMs`: probes within that time (concurrent ones too) share its result.
 * Only for probes of dependencies; state the process holds itself (draining, the slices' load) is read each time.
 * @param {() => CheckResult | Promise<CheckResult>} check
 * @param {{ maxAgeMs?: number, now?: () => number }} [options]
 * @returns {() => Promise<CheckResult>}
 */
export const cachedProbe = (check, { maxAgeMs = PROBE_CACHE_MS, now = Date.now } = {}) => {
  /** @type {{ at: number, result: Promise<CheckResult> } | null} */
  let last = null;
  return () => {
    const at = now();
    if (last && at - last.at < maxAgeMs) return last.result;
    const result = Promise.resolve().then(check);
    last = { at, result };
    return result;
  };
};

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * One check's result, a failure if it throws or takes longer than `timeoutMs`.
 * @param {() => CheckResult | Promise<CheckResult>} check @param {number} timeoutMs
 * @returns {Promise<CheckResult>}
 */
const settle = async (check, timeoutMs) => {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return /** @type {CheckResult} */ (await Promise.race([Promise.resolve().then(check), late]));
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Runs every check at once: whether all passed, each one's result, and the names of those that failed.
 * @param {Checks} checks @param {number} [timeoutMs]
 */
export const runChecks = async (checks, timeoutMs = CHECK_TIMEOUT_MS) => {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => /** @type {const} */ ([name, await settle(check, timeoutMs)])),
  );
  const failing = entries.filter(([, result]) => !result.ok).map(([name]) => name);
  return { ready: failing.length === 0, checks: Object.fromEntries(entries), failing };
};

/** @typedef {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} Handler */

/**
 * `GET path` routes answered before every other onRequest hook of `app`: call it right after creating the app,
 * before anything else adds a hook. They are real routes too (their pattern labels their metrics), but the hook
 * answers them first; the onSend hooks (security headers) still run.
 * @param {import('fastify').FastifyInstance} app @param {Record<string, Handler>} routes
 */
export const registerOperationalRoutes = (app, routes) => {
  const handlers = new Map(Object.entries(routes));
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    const handler = url === undefined ? undefined : handlers.get(url);
    if (!handler || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    await handler(request, reply);
    return reply;
  });
  for (const [url, handler] of handlers) app.get(url, async (request, reply) => handler(request, reply));
};

/**
 * The `/healthz` and `/readyz` handlers over `checks` (read on each request: a check list may depend on state).
 * @param {() => Checks} checksOf
 * @returns {Record<string, Handler>}
 */
export const healthRoutes = (checksOf) => ({
  '/healthz': (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  '/readyz': async (_request, reply) => {
    const { ready, checks, failing } = await runChecks(checksOf());
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(ready ? { status: 'ready', checks } : { status: 'not ready', failing, checks });
  },
});

/**
 * A check that `files` (relative to `root`) can be read; it names the missing ones.
 * @param {string} root @param {string[]} files
 */
export const filesCheck = (root, files) => async () => {
  const missing = [];
  for (const file of files) {
    try {
      await access(path.join(root, file), constants.R_OK);
    } catch {
      missing.push(file);
    }
  }
  return missing.length === 0 ? { ok: true } : { ok: false, missing };
};

/**
 * What a slice's server needs to be worth sending visitors to: its build's manifest and browser entry (the shell
 * loads them) and its server container (the host's renderer loads it, the registry's `ssrEntry`).
 * @param {string} root the slice's dist folder
 * @returns {Checks}
 */
export const remoteChecks = (root) => ({
  manifest: cachedProbe(filesCheck(root, ['mf-manifest.json'])),
  entry: cachedProbe(filesCheck(root, ['remoteEntry.js'])),
  serverEntry: cachedProbe(filesCheck(root, ['server/remoteEntry.js'])),
});

/**
 * `/healthz` and `/readyz` of a slice's static server (scripts/serve-remote.mjs).
 * @param {import('fastify').FastifyInstance} app @param {string} root the slice's dist folder
 */
export const registerRemoteHealth = (app, root) => {
  const checks = remoteChecks(root);
  registerOperationalRoutes(
    app,
    healthRoutes(() => checks),
  );
  // The checks are read on each probe: a stop's drain adds its own.
  return { checks };
};
