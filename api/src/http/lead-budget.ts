import type { FastifyInstance, preValidationHookHandler } from 'fastify';
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
  take: (client: string) => { allowed: boolean; retryAfterSeconds: number };
}

interface Window {
  start: number;
  count: number;
}

/** Fixed window per client; at most `maxClients` remembered (oldest out) so a flood of addresses cannot grow memory. */
export const createLeadBudget = ({ limit, windowMs = 60_000, maxClients = 50_000, now = Date.now }: { limit: number; windowMs?: number; maxClients?: number; now?: () => number }): LeadBudget => {
  const clients = new Map<string, Window>();
  return {
    take: (client) => {
      const time = now();
      const previous = clients.get(client);
      const current = previous && time - previous.start < windowMs ? previous : { start: time, count: 0 };
      current.count += 1;
      clients.delete(client);
      clients.set(client, current);
      if (clients.size > maxClients) {
        const oldest = clients.keys().next().value;
        if (oldest !== undefined) clients.delete(oldest);
      }
      return { allowed: current.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - time) / 1000)) };
    },
  };
};

/**
 * Installs the budget on every route that declares `leadBudget` (call before the routes are registered).
 * Spent once the body is read (first of the checks, so invalid bodies spend it too): a 429 sent while the
 * host's /api proxy is still streaming the body reached the visitor as a reset connection.
 */
export const registerLeadBudget = (app: FastifyInstance, budget: LeadBudget): void => {
  const spend: preValidationHookHandler = async (request, reply) => {
    const { allowed, retryAfterSeconds } = budget.take(request.ip);
    if (allowed) return;
    reply.header('Retry-After', String(retryAfterSeconds));
    throw new HttpError(429, `Demasiadas solicitudes. Intenta nuevamente en ${retryAfterSeconds} segundos.`);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.leadBudget !== true) return;
    route.preValidation = [spend, ...[route.preValidation ?? []].flat()];
  });
};
