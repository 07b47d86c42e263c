import { answers, ClientErrorAnswer, ClientErrorBody } from '@qs/contract';
import type { RouteModule } from '../context';

/** Reports kept; older ones are dropped so a noisy client cannot fill the disk. */
export const CLIENT_ERRORS_KEPT = 10_000;

/**
 * Designed: POST /api/client-errors, the front end's error report (docs/product/api.md#client-errors: sampled 404 reports, failed
 * remote loads). Answers 202: it is a fire-and-forget record.
 */
export const clientErrorRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/client-errors',
    {
      schema: { body: ClientErrorBody, response: answers({ 202: ClientErrorAnswer }) },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { kind, message, slice = null, status = null, url = null, country = null } = request.body;
      const { id } = await db
        .insertInto('client_errors')
        .values({ created_at: now().toISOString(), kind, message, slice, status, url, country, client_ip: request.ip })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('client_errors')
        .where('id', '<=', id - CLIENT_ERRORS_KEPT)
        .execute();
      return reply.code(202).send({ data: { id } });
    },
  );
};
