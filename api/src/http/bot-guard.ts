import { randomBytes } from 'node:crypto';

export interface BotGuard {
  /** Counts one compare call; true when the client is (or just became) suspected of being a robot. */
  hit: (client: string) => boolean;
  /**
   * The 'Soy humano!' step: forgets the client's count and suspicion when `episode` is the suspicion it
   * still has. False otherwise — a challenge of an episode already cleared (a replay) clears nothing.
   */
  clear: (client: string, episode: string) => boolean;
  isSuspected: (client: string) => boolean;
  /** Id of the client's current suspicion (random per episode), which its human challenge carries. */
  episodeOf: (client: string) => string | undefined;
}

interface Entry {
  windowStart: number;
  count: number;
  suspected: boolean;
  episode?: string;
}

/** Seed 000 §8: the robot answer, as the results screen expects it. */
export const BOT_MESSAGE = 'El sistema piensa que eres un robot...';

/**
 * More than `limit` compare calls in `windowMs` from one client marks it as a suspected robot until it answers
 * the human challenge (human-challenge.ts); a plain rate limiter would let it through again after the window, the seed wants a human step.
 * At most `maxClients` are remembered (oldest first out) so a flood of addresses cannot grow memory.
 */
export const createBotGuard = ({ limit, windowMs = 60_000, maxClients = 50_000, now = Date.now }: { limit: number; windowMs?: number; maxClients?: number; now?: () => number }): BotGuard => {
  const clients = new Map<string, Entry>();

  const remember = (client: string, entry: Entry) => {
    clients.delete(client);
    clients.set(client, entry);
    if (clients.size > maxClients) {
      const oldest = clients.keys().next().value;
      if (oldest !== undefined) clients.delete(oldest);
    }
  };

  return {
    hit: (client) => {
      const time = now();
      const entry = clients.get(client);
      if (entry?.suspected) return true;
      const current = entry && time - entry.windowStart < windowMs ? entry : { windowStart: time, count: 0, suspected: false };
      current.count += 1;
      current.suspected = current.count > limit;
      if (current.suspected) current.episode = randomBytes(9).toString('base64url');
      remember(client, current);
      return current.suspected;
    },
    clear: (client, episode) => {
      const entry = clients.get(client);
      if (!entry?.suspected || entry.episode !== episode) return false;
      clients.delete(client);
      return true;
    },
    isSuspected: (client) => clients.get(client)?.suspected === true,
    episodeOf: (client) => {
      const entry = clients.get(client);
      return entry?.suspected ? entry.episode : undefined;
    },
  };
};
