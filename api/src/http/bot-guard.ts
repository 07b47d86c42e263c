import type { Db } from '../db/open';
import { CLEAR_WINDOW_MS, clearsSince, countCompareCall, endSuspicion, recordClear, resetWindow, suspect, suspicionOf } from '../store/client-state';

/** What the 'Soy humano!' step did: cleared, nothing (not this client's current suspicion) or too many passes. */
export type ClearResult =
  | { ok: true }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'exhausted'; retryAfterMs: number };

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
 */
export const createBotGuard = ({
  db,
  limit,
  windowMs = 60_000,
  maxClears = DEFAULT_MAX_CLEARS,
  clearWindowMs = CLEAR_WINDOW_MS,
  now = Date.now,
}: { db: Db; limit: number; windowMs?: number; maxClears?: number; clearWindowMs?: number; now?: () => number }): BotGuard => {
  const clearsOf = async (client: string) => (await clearsSince(db, client, now() - clearWindowMs)).length;
  const suspicion = async (client: string, episode: string): Promise<Suspicion> => ({ episode, clears: await clearsOf(client) });
  return {
    hit: async (client) => {
      const time = now();
      // Counted even while suspected: a pass starts the window again anyway (resetWindow).
      const { count, episode } = await countCompareCall(db, client, time, windowMs);
      if (episode !== undefined) return suspicion(client, episode);
      if (count <= limit) return null;
      return suspicion(client, await suspect(db, client, time));
    },
    clear: async (client, episode) => {
      if ((await suspicionOf(db, client)) !== episode) return { ok: false, reason: 'stale' };
      const time = now();
      const clears = await clearsSince(db, client, time - clearWindowMs);
      if (clears.length >= maxClears) return { ok: false, reason: 'exhausted', retryAfterMs: clears[0]! + clearWindowMs - time };
      // Another instance may clear the same episode at this moment: only the one that ends it counts a pass.
      if (!(await endSuspicion(db, client, episode))) return { ok: false, reason: 'stale' };
      // A fresh compare window, but the pass is remembered: it counts against the cap and the next work.
      await resetWindow(db, 'compare', client, time);
      await recordClear(db, client, time);
      return { ok: true };
    },
    isSuspected: async (client) => (await suspicionOf(db, client)) !== undefined,
    clearsOf: (client) => clearsOf(client),
  };
};
