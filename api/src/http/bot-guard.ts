import type { Db } from '../db/open';
import {
  CLEAR_WINDOW_MS,
  clearsSince,
  countCompareCall,
  endSuspicion,
  recordClear,
  resetWindow,
  suspect,
  suspicionOf,
} from '../store/client-state';

/** What the 'Soy humano!' step did: cleared, nothing (not this client's current suspicion) or too many passes. */
export type ClearResult =
  { ok: true } | { ok: false; reason: 'stale' } | { ok: false; reason: 'exhausted'; retryAfterMs: number };

/** A suspected client: the episode its challenge carries, and its passes in the clear window (each makes the next harder). */
export interface Suspicion {
  episode: string;
  clears: number;
}

export interface BotGuard {
  /** Counts one compare call: null while the client is not suspected, else its suspicion (it may just have begun). */
  hit: (client: string) => Promise<Suspicion | null>;
  /**
   * The 'Soy humano!' step: forgets the client's count and suspicion when `episode` is the suspicion it
   * still has ('stale' otherwise — a challenge of an episode already cleared, a replay, clears nothing) and
   * the client has passes left in the window ('exhausted' otherwise: it stays suspected).
   */
  clear: (client: string, episode: string) => Promise<ClearResult>;
  isSuspected: (client: string) => Promise<boolean>;
  /** Passes of the client in the current clear window: each one makes the next challenge harder. */
  clearsOf: (client: string) => Promise<number>;
  /** Writes the counts held back (see `createBotGuard`) and stops holding any: when the API closes. */
  close: () => Promise<void>;
}

/** How long an instance counts a client far below the limit on its own before it writes and reads the database again. */
export const SYNC_MS = 100;

/** Clients an instance remembers for its own counting; past it the oldest is written and forgotten. */
export const MAX_LOCAL_CLIENTS = 50_000;

/** What an instance last read of a client's compare window, and the calls it counted since without writing them. */
interface LocalWindow {
  count: number;
  windowStart: number;
  syncedAt: number;
  held: number;
}

/** The robot answer (docs/product/api.md#robot-check), as the results screen expects it. */
export const BOT_MESSAGE = 'El sistema piensa que eres un robot...';

/** docs/security.md#human-challenge: passes per client per hour by default (QS_HUMAN_CLEARS_PER_HOUR). */
export const DEFAULT_MAX_CLEARS = 3;

/**
 * More than `limit` compare calls in `windowMs` from one client marks it as a suspected robot until it answers
 * the human challenge (human-challenge.ts); a plain rate limiter would let it through again after the window, the product wants a human step.
 * docs/security.md#human-challenge: a pass is not a free reset either — a client may pass `maxClears` times in `clearWindowMs`
 * (sliding: an hour after a pass it no longer counts); after that it stays suspected, and compare keeps
 * answering the robot answer, until its oldest pass leaves the window. Its passes also raise the next
 * challenge's work (proof-of-work.ts `workBits`).
 * The counts, suspicions and passes are in the database (store/client-state.ts), so every API instance on it
 * judges a client the same way and a challenge issued by one is cleared by another; old rows are purged
 * (`purgeClientState`).
 *
 * A compare call is counted with one UPSERT, a write on every call. A client far below the limit (its window,
 * as last read, plus the calls since, at most half the limit) within SYNC_MS of that read is counted by the
 * instance alone, and those calls are written as one increment SYNC_MS later or with its next call that goes to
 * the database. Such a client cannot be suspected within that time on this instance's count, and the calls of
 * two instances held back together stay within the limit; every call of a client nearer the limit, or
 * suspected, is written and judged on the database as it comes, so the suspicion and the 'Soy humano!' pass
 * are the database's at once (docs/adr/0016-shared-client-state.md).
 */
export const createBotGuard = ({
  db,
  limit,
  windowMs = 60_000,
  maxClears = DEFAULT_MAX_CLEARS,
  clearWindowMs = CLEAR_WINDOW_MS,
  now = Date.now,
}: {
  db: Db;
  limit: number;
  windowMs?: number;
  maxClears?: number;
  clearWindowMs?: number;
  now?: () => number;
}): BotGuard => {
  const clearsOf = async (client: string) => (await clearsSince(db, client, now() - clearWindowMs)).length;
  const suspicion = async (client: string, episode: string): Promise<Suspicion> => ({
    episode,
    clears: await clearsOf(client),
  });
  const ownLimit = Math.floor(limit / 2);
  const local = new Map<string, LocalWindow>();
  // A client's count on its way to the database: the calls that come meanwhile wait for it rather than each
  // writing their own (on PostgreSQL under load, a burst of UPSERTs every SYNC_MS that made every call wait).
  const counting = new Map<string, Promise<unknown>>();
  let flushing: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  /** Counts `calls` on the database and keeps what it answers for the client's next calls. */
  const count = async (client: string, time: number, calls: number) => {
    const row = await countCompareCall(db, client, time, windowMs, calls);
    local.delete(client);
    if (row.episode === undefined && !closed) {
      local.set(client, { count: row.count, windowStart: row.windowStart, syncedAt: time, held: 0 });
      if (local.size > MAX_LOCAL_CLIENTS) void forget(local.keys().next().value as string);
    }
    return row;
  };
  /** Writes a client's held calls, if any, and forgets it. */
  const forget = async (client: string) => {
    const window = local.get(client);
    local.delete(client);
    if (window && window.held > 0) await countCompareCall(db, client, now(), windowMs, window.held);
  };
  const flush = async () => {
    flushing = undefined;
    const time = now();
    const due = [...local].filter(([, window]) => window.held > 0 || time - window.syncedAt >= windowMs);
    for (const [client, window] of due) {
      const held = window.held;
      window.held = 0;
      if (held > 0) await count(client, time, held).catch(() => undefined);
      else local.delete(client);
    }
  };
  const holdBack = (window: LocalWindow) => {
    window.held += 1;
    if (!flushing && !closed) {
      flushing = setTimeout(() => void flush(), SYNC_MS);
      flushing.unref();
    }
  };
  const guard: BotGuard = {
    hit: async (client) => {
      const pending = counting.get(client);
      if (pending) {
        // Judged on what that count answers, as if the call came right after it.
        await pending.catch(() => undefined);
        return guard.hit(client);
      }
      const time = now();
      const window = local.get(client);
      if (
        window &&
        time - window.syncedAt < SYNC_MS &&
        time - window.windowStart < windowMs &&
        window.count + window.held + 1 <= ownLimit
      ) {
        holdBack(window);
        return null;
      }
      // Counted even while suspected: a pass starts the window again anyway (resetWindow).
      const held = window?.held ?? 0;
      if (window) window.held = 0;
      const written = count(client, time, held + 1);
      counting.set(client, written);
      const { count: calls, episode } = await written.finally(() => counting.delete(client));
      if (episode !== undefined) return suspicion(client, episode);
      if (calls <= limit) return null;
      return suspicion(client, await suspect(db, client, time));
    },
    clear: async (client, episode) => {
      if ((await suspicionOf(db, client)) !== episode) return { ok: false, reason: 'stale' };
      const time = now();
      const clears = await clearsSince(db, client, time - clearWindowMs);
      if (clears.length >= maxClears)
        return { ok: false, reason: 'exhausted', retryAfterMs: clears[0]! + clearWindowMs - time };
      // Another instance may clear the same episode at this moment: only the one that ends it counts a pass.
      if (!(await endSuspicion(db, client, episode))) return { ok: false, reason: 'stale' };
      // A fresh compare window, but the pass is remembered: it counts against the cap and the next work.
      await resetWindow(db, 'compare', client, time);
      local.delete(client);
      await recordClear(db, client, time);
      return { ok: true };
    },
    isSuspected: async (client) => (await suspicionOf(db, client)) !== undefined,
    clearsOf: (client) => clearsOf(client),
    close: async () => {
      closed = true;
      if (flushing) clearTimeout(flushing);
      flushing = undefined;
      for (const client of [...local.keys()]) await forget(client).catch(() => undefined);
    },
  };
  return guard;
};
