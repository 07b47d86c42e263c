// The API instances a site server talks to (docs/adr/0013-several-api-instances.md). With one API there is
// one address; behind a load of visitors there are several stateless instances on one database, and the
// host's `/api` proxy and its own lookups spread their requests across them. An instance that refuses a
// connection, or does not answer its health check, leaves the rotation at once; the health check keeps
// asking it and brings it back as soon as it answers again.

const DEFAULT_URL = 'http://127.0.0.1:4000';
const HEALTH_PATH = '/api/health';

/** Errors that mean "nothing reached the instance" (a reset may come after the request did): safe to send it to another one. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** @param {unknown} error */
const codeOf = (error) => /** @type {any} */ (error)?.cause?.code ?? /** @type {any} */ (error)?.code;

/** Whether a failed request never reached the instance (a refused connection, an unreachable or unknown host). */
export const isConnectionFailure = (/** @type {unknown} */ error) => NOT_CONNECTED.has(codeOf(error));

/**
 * The API addresses of this process: `QS_API_URLS` (comma separated), else `QS_API_URL`, else the local API.
 * Each must be an http(s) origin (a path would be dropped silently by the proxy); a wrong one stops the start.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export const apiUrlsFrom = (env) => {
  const raw = env.QS_API_URLS?.trim() ? env.QS_API_URLS : env.QS_API_URL?.trim() ? env.QS_API_URL : DEFAULT_URL;
  const name = env.QS_API_URLS?.trim() ? 'QS_API_URLS' : 'QS_API_URL';
  const urls = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`${name}: '${entry}' is not a URL`);
      }
      if (
        !['http:', 'https:'].includes(url.protocol) ||
        url.pathname.replace(/\/+$/, '') !== '' ||
        url.search ||
        url.username
      ) {
        throw new Error(`${name}: '${entry}' must be an http(s) origin such as http://10.0.0.5:4000`);
      }
      return url.origin;
    });
  return [...new Set(urls)];
};

/**
 * @typedef {object} ApiPool
 * @property {string[]} urls every instance, in rotation or not
 * @property {() => string} next the next instance in rotation (round robin); with none in rotation, the next of all
 *   (its request fails as it would have, and the health check goes on)
 * @property {(url: string, reason?: string) => void} markDown takes an instance out of rotation until it answers again
 * @property {() => string[]} inRotation the instances requests go to now
 * @property {(path: string, init?: RequestInit) => Promise<Response>} fetch a request to `path` on the next instance;
 *   one that cannot be reached is taken out and the next one is tried (each at most once)
 * @property {() => Promise<void>} check asks every instance's health now (the timer does it every `checkEveryMs`)
 * @property {() => void} close stops the health check
 */

/**
 * @param {{ urls: string[], checkEveryMs?: number, timeoutMs?: number, healthPath?: string,
 *   fetchImpl?: (url: string, init?: RequestInit) => Promise<Response>, log?: (line: string) => void }} options
 * @returns {ApiPool}
 */
export const createApiPool = ({
  urls,
  checkEveryMs = 2000,
  timeoutMs = 1500,
  healthPath = HEALTH_PATH,
  fetchImpl = (url, init) => fetch(url, init),
  log = () => {},
}) => {
  if (urls.length === 0) throw new Error('the API pool needs at least one address');
  const down = new Set();
  let turn = 0;

  const inRotation = () => urls.filter((url) => !down.has(url));
  const next = () => {
    const live = inRotation();
    const list = live.length > 0 ? live : urls;
    turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
    return /** @type {string} */ (list[turn % list.length]);
  };
  const markDown = (url, reason = 'unreachable') => {
    if (down.has(url) || !urls.includes(url)) return;
    down.add(url);
    log(`api pool: ${url} out of rotation (${reason}); ${inRotation().length} of ${urls.length} left`);
  };
  const markUp = (url) => {
    if (!down.delete(url)) return;
    log(`api pool: ${url} back in rotation`);
  };

  const healthy = async (url) => {
    try {
      const response = await fetchImpl(`${url}${healthPath}`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
  const check = async () => {
    await Promise.all(
      urls.map(async (url) => ((await healthy(url)) ? markUp(url) : markDown(url, 'health check failed'))),
    );
  };
  // With one instance there is nowhere else to go: no timer, and a failure only fails that request.
  const timer = urls.length > 1 ? setInterval(() => void check(), checkEveryMs) : null;
  timer?.unref();

  /** @type {ApiPool['fetch']} */
  const poolFetch = async (path, init) => {
    let lastError;
    const tried = new Set();
    while (tried.size < urls.length) {
      const url = next();
      if (tried.has(url)) break;
      tried.add(url);
      try {
        return await fetchImpl(`${url}${path}`, init);
      } catch (error) {
        lastError = error;
        if (!isConnectionFailure(error)) throw error;
        if (urls.length > 1) markDown(url, codeOf(error));
      }
    }
    throw lastError;
  };

  return { urls, next, markDown, inRotation, fetch: poolFetch, check, close: () => timer && clearInterval(timer) };
};

/**
 * One fixed address as a pool's `fetch` (tests, and tools that talk to one API).
 * @template T
 * @param {string} url
 * @param {(target: string, init?: RequestInit) => Promise<T>} [fetchImpl]
 * @returns {{ fetch: (path: string, init?: RequestInit) => Promise<T> }}
 */
export const fixedApi = (
  url,
  fetchImpl = /** @type {any} */ (
    (/** @type {string} */ target, /** @type {RequestInit|undefined} */ init) => fetch(target, init)
  ),
) => ({
  fetch: (path, init) => fetchImpl(`${url}${path}`, init),
});
