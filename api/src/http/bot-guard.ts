import { randomBytes } from 'node:crypto';

/** What the 'Soy humano!' step did: cleared, nothing (not this client's current suspicion) or too many passes. */
export type ClearResult =
  | { ok: true }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'exhausted'; retryAfterMs: number };

export interface BotGuard {
  /** Counts one compare call; true when the client is (or just became) suspected of being a robot. */
  hit: (client: string) => boolean;
  /**
   * The 'Soy humano!' step: forgets the client's count and suspicion when `episode` is the suspicion it
   * still has ('stale' otherwise — a challenge of an episode already cleared, a replay, clears nothing) and
   * the client has passes left in the window ('exhausted' otherwise: it stays suspected).
   */
  clear: (client: string, episode: string) => ClearResult;
  isSuspected: (client: string) => boolean;
  /** Id of the client's current suspicion (random per episode), which its human challenge carries. */
  episodeOf: (client: string) => string | undefined;
  /** Passes of the client in the current clear window: each one makes the next challenge harder. */
  clearsOf: (client: string) => number;
}

interface Entry {
  windowStart: number;
  count: number;
  suspected: boolean;
  episode?: string;
  /** Times of the client's passes, at most `maxClears`; outlives the compare windows. */
  clears: number[];
}

/** The robot answer (docs/product/api.md#robot-check), as the results screen expects it. */
export const BOT_MESSAGE = 'El sistema piensa que eres un robot...';

/** docs/security.md#human-challenge: passes per client per hour by default (QS_HUMAN_CLEARS_PER_HOUR). */
export const DEFAULT_MAX_CLEARS = 3;

export const CLEAR_WINDOW_MS = 60 * 60_000;

/**
 * More than `limit` compare calls in `windowMs` from one client marks it as a suspected robot until it answers
 * the human challenge (human-challenge.ts); a plain rate limiter would let it through again after the window, the product wants a human step.
 * docs/security.md#human-challenge: a pass is not a free reset either — a client may pass `maxClears` times in `clearWindowMs`
 * (sliding: an hour after a pass it no longer counts); after that it stays suspected, and compare keeps
 * answering the robot answer, until its oldest pass leaves the window. Its passes also raise the next
 * challenge's work (proof-of-work.ts `workBits`).
 * At most `maxClients` are remembered (oldest first out) so a flood of addresses cannot grow memory.
 */
export const createBotGuard = ({
  limit,
  windowMs = 60_000,
  maxClears = DEFAULT_MAX_CLEARS,
  clearWindowMs = CLEAR_WINDOW_MS,
  maxClients = 50_000,
  now = Date.now,
}: { limit: number; windowMs?: number; maxClears?: number; clearWindowMs?: number; maxClients?: number; now?: () => number }): BotGuard => {
  const clients = new Map<string, Entry>();

  const remember = (client: string, entry: Entry) => {
    clients.delete(client);
    clients.set(client, entry);
    if (clients.size > maxClients) {
      const oldest = clients.keys().next().value;
      if (oldest !== undefined) clients.delete(oldest);
    }
  };
  const recentClears = (entry: Entry | undefined, time: number) => (entry?.clears ?? []).filter((at) => time - at < clearWindowMs);

  return {
    hit: (client) => {
      const time = now();
      const entry = clients.get(client);
      if (entry?.suspected) return true;
      const current = entry && time - entry.windowStart < windowMs ? entry : { windowStart: time, count: 0, suspected: false, clears: recentClears(entry, time) };
      current.count += 1;
      current.suspected = current.count > limit;
      if (current.suspected) current.episode = randomBytes(9).toString('base64url');
      remember(client, current);
      return current.suspected;
    },
    clear: (client, episode) => {
      const entry = clients.get(client);
      if (!entry?.suspected || entry.episode !== episode) return { ok: false, reason: 'stale' };
      const time = now();
      const clears = recentClears(entry, time);
      if (clears.length >= maxClears) return { ok: false, reason: 'exhausted', retryAfterMs: clears[0]! + clearWindowMs - time };
      // A fresh compare window, but the pass is remembered: it counts against the cap and the next work.
      remember(client, { windowStart: time, count: 0, suspected: false, clears: [...clears, time] });
      return { ok: true };
    },
    isSuspected: (client) => clients.get(client)?.suspected === true,
    episodeOf: (client) => {
      const entry = clients.get(client);
      return entry?.suspected ? entry.episode : undefined;
    },
    clearsOf: (client) => recentClears(clients.get(client), now()).length,
  };
};
