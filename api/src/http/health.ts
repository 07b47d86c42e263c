import { sql } from 'kysely';
import { compareIndex } from '../compare/compare-index';
import type { Db } from '../db/open';

/**
 * The API's readiness (docs/operations.md#health-and-readiness), checked by GET /readyz:
 * - database: answers a trivial query (`select 1`, SQLite or PostgreSQL alike);
 * - compareIndex: the compare call's in-memory index of the catalogue (docs/adr/0017-compare-index.md) is built for
 *   the catalogue version in the database and holds plans (an empty one means the data was never prepared). The
 *   server builds it before it listens; a reseed builds it again, and the probe waits for that at most its timeout.
 */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}
export type Checks = Record<string, () => Promise<CheckResult>>;

/** How long one check may take before it counts as failed: a probe must not hang on a stuck database. */
export const CHECK_TIMEOUT_MS = 2000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const settle = async (check: () => Promise<CheckResult>, timeoutMs: number): Promise<CheckResult> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([check(), late]);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  } finally {
    clearTimeout(timer);
  }
};

/** Runs every check at once: whether all passed, each one's result and the names of those that failed. */
export const runChecks = async (
  checks: Checks,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<{ ready: boolean; checks: Record<string, CheckResult>; failing: string[] }> => {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await settle(check, timeoutMs)] as const),
  );
  const failing = entries.filter(([, result]) => !result.ok).map(([name]) => name);
  return { ready: failing.length === 0, checks: Object.fromEntries(entries), failing };
};

/**
 * How long a dependency probe's result answers the next probes: /readyz is open to anyone and answered before the
 * rate limits, so a flood of probes costs the database at most one query per check and second.
 */
export const PROBE_CACHE_MS = 1000;

/** `check`, run again at most once per `maxAgeMs`: probes within that time (concurrent ones too) share its result. */
export const cachedProbe = (
  check: () => Promise<CheckResult>,
  { maxAgeMs = PROBE_CACHE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): (() => Promise<CheckResult>) => {
  let last: { at: number; result: Promise<CheckResult> } | null = null;
  return () => {
    const at = now();
    if (last && at - last.at < maxAgeMs) return last.result;
    const result = Promise.resolve().then(check);
    last = { at, result };
    return result;
  };
};

export const apiChecks = (db: Db, probeCacheMs = PROBE_CACHE_MS): Checks => ({
  database: cachedProbe(
    async () => {
      await sql`select 1`.execute(db);
      return { ok: true };
    },
    { maxAgeMs: probeCacheMs },
  ),
  compareIndex: cachedProbe(
    async () => {
      const index = await compareIndex(db);
      return index.size > 0 ? { ok: true, plans: index.size } : { ok: false, error: 'the catalogue has no plans' };
    },
    { maxAgeMs: probeCacheMs },
  ),
});
