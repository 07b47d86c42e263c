// Refresh-ahead (docs/adr/0007-prerendered-html.md, "A snapshot does not expire under its visitors"): a snapshot
// is valid for its TTL, and the first visitor after that got the live page (LCP about 2.9 s instead of 1.3 s on
// Lighthouse's phone) while the page was taken again. Now, when a host serves a snapshot that has lived half its
// TTL, it asks the capture worker to take the page again in the background; a page visited at least once in
// each half-TTL is then never a miss. Asked at most once a minute per page by each host, whatever its traffic.
import { snapshotKey } from './snapshot-page.mjs';

const RESEND_MS = 60_000;
const MAX_REMEMBERED = 1000;

/**
 * `enqueue` sends jobs to the worker (capture-client.mjs). The returned function takes a served page's job
 * (`pathname`, `variant`, `version`, `partner`) and sends it as background work, not a visitor's: it waits
 * behind every miss, counts in no visitor's share, and keeps a pinned page pinned (snapshot-store.mjs).
 * @param {{ enqueue: (jobs: object[]) => Promise<boolean>, now?: () => number, resendMs?: number, maxRemembered?: number }} options
 */
export const createRefreshAhead = ({ enqueue, now = Date.now, resendMs = RESEND_MS, maxRemembered = MAX_REMEMBERED }) => {
  const sent = new Map();
  /** @param {{ pathname: string, variant: string, version: string, partner?: string|null }} job */
  return ({ pathname, variant, version, partner = null }) => {
    const key = snapshotKey(variant, pathname, partner);
    if ((sent.get(key) ?? -Infinity) > now() - resendMs) return false;
    sent.delete(key);
    sent.set(key, now());
    // Oldest first in a Map: forget the longest-sent when there are too many.
    while (sent.size > maxRemembered) sent.delete(sent.keys().next().value);
    void enqueue([{ pathname, variant, version, ...(partner ? { partner } : {}), low: true, refresh: true }]);
    return true;
  };
};
