import {
  hasHiddenCharacter,
  answers,
  FeedbackAnswer,
  FeedbackBody,
  FeedbackCreatedAnswer,
  FeedbackParams,
  FeedbackPatch,
  FeedbackQuery,
} from '@qs/contract';
import { badRequest, HttpError } from '../../http/errors';
import { countInWindow } from '../../store/client-state';
import { findOwnFeedback, saveFeedback, updateFeedback } from '../../store/feedbacks';
import type { RouteModule } from '../context';

/** Opinions per client (its address, as the trusted proxies let the API read it) per hour, on every instance. */
export const FEEDBACK_BUDGET = { scope: 'rate-feedback', limit: 20, windowMs: 60 * 60_000 } as const;

/**
 * The visitors' opinions of the site (docs/product/api.md#feedback): `POST /api/feedbacks` stores one and answers its
 * token; `GET /api/feedbacks/{id}?token=` reads it back and `PATCH /api/feedbacks/{id}` changes it, with that token.
 */
export const feedbackRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/feedbacks',
    { schema: { body: FeedbackBody, response: answers({ 201: FeedbackCreatedAnswer }) } },
    async (request, reply) => {
      const { rating, comment, page } = request.body;
      if (hasHiddenCharacter(page)) throw badRequest('page tiene un formato inválido');
      const at = now();
      const { scope, limit, windowMs } = FEEDBACK_BUDGET;
      const { windowStart, count } = await countInWindow(db, scope, request.ip, at.getTime(), windowMs);
      if (count > limit) {
        const seconds = Math.max(1, Math.ceil((windowStart + windowMs - at.getTime()) / 1000));
        reply.header('Retry-After', String(seconds));
        throw new HttpError(429, `Demasiadas opiniones. Intenta nuevamente en ${seconds} segundos.`);
      }
      const saved = await saveFeedback(db, { rating, comment, page, clientIp: request.ip ?? null }, at);
      return reply.code(201).send({ data: saved });
    },
  );

  app.get(
    '/api/feedbacks/:id',
    { schema: { params: FeedbackParams, querystring: FeedbackQuery, response: answers({ 200: FeedbackAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await findOwnFeedback(db, request.params.id, request.query.token) };
    },
  );

  app.patch(
    '/api/feedbacks/:id',
    { schema: { params: FeedbackParams, body: FeedbackPatch, response: answers({ 200: FeedbackAnswer }) } },
    async (request) => {
      const { token, rating, comment } = request.body;
      if (rating === undefined && comment === undefined) throw badRequest('rating o comment es requerido');
      return { data: await updateFeedback(db, request.params.id, token, { rating, comment }, now()) };
    },
  );
};
