import { statement } from '../../store/statements';
import type { RouteModule } from '../context';

/** Reports kept; older ones are dropped so a noisy client cannot fill the disk. */
export const CLIENT_ERRORS_KEPT = 10_000;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * Designed: POST /api/client-errors, the front end's error report (docs/product/api.md#client-errors: sampled 404 reports, failed
 * remote loads). Answers 202: it is a fire-and-forget record.
 */
export const clientErrorRoutes: RouteModule = (app, { db, now }) => {
  app.post<{ Body: { kind: string; message: string; slice?: string; status?: number; url?: string; country?: string } }>('/api/client-errors', {
    schema: {
      body: {
        type: 'object',
        required: ['kind', 'message'],
        properties: {
          kind: { type: 'string', enum: ['remote-load', 'render', 'not-found', 'api', 'unhandled'] },
          message: { type: 'string', minLength: 1, maxLength: 2000 },
          slice: text(40),
          status: { type: 'integer', minimum: 0, maximum: 999 },
          url: text(2000),
          country: text(8),
        },
      },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (request, reply) => {
    const { kind, message, slice = null, status = null, url = null, country = null } = request.body;
    const { lastInsertRowid } = statement(db, 'INSERT INTO client_errors (created_at, kind, message, slice, status, url, country, client_ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      now().toISOString(), kind, message, slice, status, url, country, request.ip,
    );
    statement(db, 'DELETE FROM client_errors WHERE id <= ?').run(Number(lastInsertRowid) - CLIENT_ERRORS_KEPT);
    return reply.code(202).send({ data: { id: Number(lastInsertRowid) } });
  });
};
