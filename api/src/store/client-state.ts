import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';

/**
 * A visitor address's counters and robot state, kept in the database so that every API instance on it counts
 * and judges the same (docs/adr/0016-shared-client-state.md). Each function is one or a few statements, each
 * atomic on its own: two instances counting the same address at once both count.
 */

/** What a window counts: 'lead' (the lead budget), 'compare' (the robot rule), 'rate …' (@fastify/rate-limit's limits). */
export type WindowScope = 'lead' | 'compare' | `rate${string}`;

/** docs/security.md#human-challenge: a 'Soy humano!' pass counts for an hour. */
export const CLEAR_WINDOW_MS = 60 * 60_000;

/**
 * Counts `calls` requests of `client` (one, or those an instance held back, bot-guard.ts) in its fixed window
 * of `windowMs` (a new window starts with the first request after the old one ended): one UPSERT, to which the
 * callers add what it returns.
 */
const countingUpsert = (db: Db, scope: WindowScope, client: string, time: number, windowMs: number, calls = 1) =>
  db
    .insertInto('client_windows')
    .values({ scope, client, window_start: time, count: calls })
    .onConflict((oc) =>
      oc.columns(['scope', 'client']).doUpdateSet((eb) => {
        const expired = eb(
          eb(eb.ref('excluded.window_start'), '-', eb.ref('client_windows.window_start')),
          '>=',
          windowMs,
        );
        return {
          window_start: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.window_start'))
            .else(eb.ref('client_windows.window_start'))
            .end(),
          count: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.count'))
            .else(eb(eb.ref('client_windows.count'), '+', eb.ref('excluded.count')))
            .end(),
        };
      }),
    );

/** Counts one request, or `calls` (a batch of analytics events; see `countingUpsert`), and answers the window as it now is. */
export const countInWindow = async (
  db: Db,
  scope: WindowScope,
  client: string,
  time: number,
  windowMs: number,
  calls = 1,
): Promise<{ windowStart: number; count: number }> => {
  const row = await countingUpsert(db, scope, client, time, windowMs, calls)
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();
  return { windowStart: Number(row.window_start), count: Number(row.count) };
};

/**
 * Compare calls (one, or those held back): counts them in the client's window and answers, in the same statement
 * (one round trip), the window and the episode of the client's robot suspicion if it has one.
 */
export const countCompareCall = async (
  db: Db,
  client: string,
  time: number,
  windowMs: number,
  calls = 1,
): Promise<{ count: number; windowStart: number; episode: string | undefined }> => {
  const row = await countingUpsert(db, 'compare', client, time, windowMs, calls)
    .returning((eb) => [
      'count',
      'window_start',
      eb.selectFrom('bot_suspicions').select('episode').where('bot_suspicions.client', '=', client).as('episode'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start), episode: row.episode ?? undefined };
};

/** Starts the client's window again at `time` with nothing counted (after a 'Soy humano!' pass). */
export const resetWindow = async (db: Db, scope: WindowScope, client: string, time: number): Promise<void> => {
  await db
    .updateTable('client_windows')
    .set({ window_start: time, count: 0 })
    .where('scope', '=', scope)
    .where('client', '=', client)
    .execute();
};

/** The episode of the client's current robot suspicion, if it is suspected. */
export const suspicionOf = async (db: Db, client: string): Promise<string | undefined> =>
  (await db.selectFrom('bot_suspicions').select('episode').where('client', '=', client).executeTakeFirst())?.episode;

/**
 * Marks the client suspected with a new random episode, unless it already is (another instance may have done
 * it a moment before): answers the episode that holds.
 */
export const suspect = async (db: Db, client: string, time: number): Promise<string> => {
  await db
    .insertInto('bot_suspicions')
    .values({ client, episode: randomBytes(9).toString('base64url'), since: time })
    .onConflict((oc) => oc.column('client').doNothing())
    .execute();
  const episode = await suspicionOf(db, client);
  if (episode === undefined) throw new Error('bot suspicion: inserted but not found');
  return episode;
};

/** Ends the suspicion if its episode is still `episode`; false when it is not (already cleared, or another). */
export const endSuspicion = async (db: Db, client: string, episode: string): Promise<boolean> => {
  const { numDeletedRows } = await db
    .deleteFrom('bot_suspicions')
    .where('client', '=', client)
    .where('episode', '=', episode)
    .executeTakeFirst();
  return Number(numDeletedRows) === 1;
};

/** The times of the client's 'Soy humano!' passes since `since`, oldest first. */
export const clearsSince = async (db: Db, client: string, since: number): Promise<number[]> =>
  (
    await db
      .selectFrom('bot_clears')
      .select('at')
      .where('client', '=', client)
      .where('at', '>', since)
      .orderBy('at')
      .execute()
  ).map((row) => Number(row.at));

export const recordClear = async (db: Db, client: string, time: number): Promise<void> => {
  await db.insertInto('bot_clears').values({ client, at: time }).execute();
};

/** How long each kind of row is worth keeping. */
export interface ClientStateRetention {
  /** Windows that ended this long ago (the longest window, with room). */
  windowMs: number;
  /** Passes older than the clear window no longer count. */
  clearWindowMs: number;
  /** A suspicion nobody cleared is forgotten after this (a day). */
  suspicionMs: number;
}

/** What the API keeps: windows of a minute (kept ten), passes of an hour (the clear window), suspicions a day. */
export const CLIENT_STATE_RETENTION: ClientStateRetention = {
  windowMs: 10 * 60_000,
  clearWindowMs: CLEAR_WINDOW_MS,
  suspicionMs: 24 * 60 * 60_000,
};

/** Deletes what no longer counts, so a flood of addresses cannot grow the tables without end. Returns rows deleted. */
export const purgeClientState = async (
  db: Db,
  time: number,
  { windowMs, clearWindowMs, suspicionMs }: ClientStateRetention,
): Promise<number> => {
  const results = await Promise.all([
    db
      .deleteFrom('client_windows')
      .where('window_start', '<', time - windowMs)
      .executeTakeFirst(),
    db
      .deleteFrom('bot_clears')
      .where('at', '<=', time - clearWindowMs)
      .executeTakeFirst(),
    db
      .deleteFrom('bot_suspicions')
      .where('since', '<', time - suspicionMs)
      .executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
};
