import type { FastifyReply } from 'fastify';
import { hasHiddenCharacter, answers, AnalyticsEventsAnswer, AnalyticsEventsBody } from '@qs/contract';
import type { Db } from '../../db/open';
import { badRequest, HttpError } from '../../http/errors';
import { saveEvents } from '../../store/analytics-events';
import { countInWindow } from '../../store/client-state';
import type { RouteModule } from '../context';

/** A batch is at most 20 events of a few hundred bytes each. */
export const EVENTS_BODY_LIMIT = 32 * 1024;

/**
 * Events per client (its address, as the trusted proxies let the API read it) in a fixed window, counted in the
 * database like the other per-client limits (store/client-state.ts), so every API instance draws on one budget.
 * Analytics do not draw on the lead budget: a visitor's page views must never cost them their contact request.
 */
export const EVENT_BUDGET = { scope: 'rate-events', limit: 300, windowMs: 10 * 60_000 } as const;

/** Events the client's clock dates outside these bounds of the server's are dropped (and counted as dropped). */
export const EVENT_MAX_AGE_MS = 24 * 60 * 60_000;
export const EVENT_MAX_AHEAD_MS = 5 * 60_000;

/** Counts the batch's events in the client's window; past the budget the whole batch is refused: 429 with Retry-After. */
const spendEventBudget = async (db: Db, reply: FastifyReply, client: string, events: number, time: number) => {
  const { scope, limit, windowMs } = EVENT_BUDGET;
  const { windowStart, count } = await countInWindow(db, scope, client, time, windowMs, events);
  if (count <= limit) return;
  const seconds = Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, `Demasiadas solicitudes. Intenta nuevamente en ${seconds} segundos.`);
};

/**
 * POST /api/events: the site's analytics events, sent after the visitor's consent (docs/api/routes.md, "Analytics events and
 * the conversions report"). A beacon's text/plain body is read as JSON by the same rules (`beaconBody`,
 * http/body-policy.ts). Answers 202 { accepted, dropped }: events too old or ahead by the client's clock are dropped.
 */
export const analyticsEventRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/events',
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      schema: { body: AnalyticsEventsBody, response: answers({ 202: AnalyticsEventsAnswer }) },
      config: { beaconBody: true },
    },
    async (request, reply) => {
      const { events } = request.body;
      events.forEach((event, index) => {
        // docs/security.md#same-site-links: no control or format character, the rule of the site's links.
        if (hasHiddenCharacter(event.page)) throw badRequest(`events[${index}].page tiene un formato inválido`);
        if (!Number.isFinite(Date.parse(event.at))) throw badRequest(`events[${index}].at tiene un formato inválido`);
      });
      const received = now();
      const time = received.getTime();
      await spendEventBudget(db, reply, request.ip, events.length, time);
      const kept = events.filter((event) => {
        const at = Date.parse(event.at);
        return at >= time - EVENT_MAX_AGE_MS && at <= time + EVENT_MAX_AHEAD_MS;
      });
      await saveEvents(db, kept, received);
      return reply.code(202).send({ accepted: kept.length, dropped: events.length - kept.length });
    },
  );
};
