import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { Db } from '../db/open';
import { countInWindow } from '../store/client-state';
import { HttpError } from './errors';
import './route-config';

/**
 * docs/security.md#lead-budget: every route that stores something a visitor wrote (contact, plan request,
 * profile record, shared link, …) draws on one budget per client. A rate-limit bucket per route let one
 * client store 60+ rows a minute by spreading them over four routes. A route joins by declaring
 * `config: { leadBudget: true }`; a test lists the write routes that do not.
 */
export interface LeadBudget {
  /** Counts one request; false when the client has spent its budget for the current window. */
  take: (client: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * Fixed window per client, counted in the database (store/client-state.ts): every API instance on it draws on
 * the same budget, so N instances do not give a client N budgets. Old windows are purged (`purgeClientState`).
 */
export const createLeadBudget = ({
  db,
  limit,
  windowMs = 60_000,
  now = Date.now,
}: {
  db: Db;
  limit: number;
  windowMs?: number;
  now?: () => number;
}): LeadBudget => ({
  take: async (client) => {
    const time = now();
    const { windowStart, count } = await countInWindow(db, 'lead', client, time, windowMs);
    return {
      allowed: count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)),
    };
  },
});

/**
 * Installs the budget on every route that declares `leadBudget` (call before the routes are registered).
 * Spent once the body is read (first of the checks, so invalid bodies spend it too): a 429 sent while the
 * host's /api proxy is still streaming the body reached the visitor as a reset connection.
 */
export const registerLeadBudget = (app: FastifyInstance, budget: LeadBudget): void => {
  const spend: preValidationHookHandler = async (request, reply) => {
    const { allowed, retryAfterSeconds } = await budget.take(request.ip);
    if (allowed) return;
    reply.header('Retry-After', String(retryAfterSeconds));
    throw new HttpError(429, `Demasiadas solicitudes. Intenta nuevamente en ${retryAfterSeconds} segundos.`);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.leadBudget !== true) return;
    route.preValidation = [spend, ...[route.preValidation ?? []].flat()];
  });
};
