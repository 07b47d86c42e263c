import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { countInWindow } from '../store/client-state';

/** Per-visitor limits of the chat (docs/adr/0018-live-chat.md), counted in the database like the lead budget: every instance shares them. */
export const CHAT_LIMITS = {
  start: { scope: 'rate-chat-start', limit: 10, windowMs: 60 * 60_000 },
  message: { scope: 'rate-chat-message', limit: 30, windowMs: 60_000 },
  typing: { scope: 'rate-chat-typing', limit: 40, windowMs: 60_000 },
  login: { scope: 'rate-chat-login', limit: 10, windowMs: 10 * 60_000 },
} as const;

/** Counts one call of `client`; past the limit, 429 with Retry-After's seconds in `extra`. */
export const spendChatLimit = async (
  db: Db,
  kind: keyof typeof CHAT_LIMITS,
  client: string,
  time: number,
): Promise<void> => {
  const { scope, limit, windowMs } = CHAT_LIMITS[kind];
  const { windowStart, count } = await countInWindow(db, scope, client, time, windowMs);
  if (count <= limit) return;
  const seconds = Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000));
  throw new HttpError(429, `Demasiadas solicitudes. Intenta nuevamente en ${seconds} segundos.`, {
    retryAfterSeconds: seconds,
  });
};
