// A host's side of the capture worker (capture-worker.mjs): it hands over the pages it served without a
// snapshot and never waits for them. An unreachable worker costs visitors nothing: they get the live page.
const TIMEOUT_MS = 2000;

/**
 * `url()` is the worker's address now (a worker the host started gets a new port when restarted).
 * @param {{ url: () => string|null, token: string, log?: (line: string) => void }} options
 */
export const createCaptureClient = ({ url, token, log = () => {} }) => {
  const headers = { authorization: `Bearer ${token}` };
  let warnedAt = 0;
  const warn = (message) => {
    // Once a minute at most: a worker that is down would otherwise log on every page.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log(`prerender: the capture worker did not take the job (${message})`);
  };
  return {
    /**
     * Jobs `{ pathname, variant, version, client?, low?, pinned? }`. Never rejects: resolves true when the
     * worker heard them (whether it queued each one or not), false when it could not be reached. A page
     * request does not wait for it.
     */
    async enqueue(jobs) {
      const base = url();
      if (!base || !jobs.length) return false;
      try {
        const answer = await fetch(`${base}/jobs`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ jobs }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (!answer.ok) warn(`it answered ${answer.status}`);
        return answer.ok;
      } catch (error) {
        warn(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    /** The worker's queue and store, or null while it cannot be reached. */
    async status() {
      const base = url();
      if (!base) return null;
      try {
        const answer = await fetch(`${base}/status`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        return answer.ok ? await answer.json() : null;
      } catch {
        return null;
      }
    },
  };
};
