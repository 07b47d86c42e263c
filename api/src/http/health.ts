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

export const apiChecks = (db: Db): Checks => ({
  database: async () => {
    await sql`select 1`.execute(db);
    return { ok: true };
  },
  compareIndex: async () => {
    const index = await compareIndex(db);
    return index.size > 0 ? { ok: true, plans: index.size } : { ok: false, error: 'the catalogue has no plans' };
  },
});
