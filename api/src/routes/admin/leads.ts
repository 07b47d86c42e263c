import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';
import { answers } from '../../contract/common';
import { AdminLeadsAnswer, AdminLeadsQuery } from '../../contract/leads';
import { listLeads } from '../../store/leads';
import type { RouteModule } from '../context';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * GET /api/admin/leads (designed): what came in, for operators. Registered only when QS_ADMIN_TOKEN is set —
 * there is no default token, so without it the path is a plain 404.
 */
export const adminRoutes: RouteModule = (app, { db, config }) => {
  const token = config.adminToken;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(errorBody(401, 'Token de administración inválido'));
    }
    return undefined;
  };
  app.get(
    '/api/admin/leads',
    {
      onRequest: authorize,
      schema: { querystring: AdminLeadsQuery, response: answers({ 200: AdminLeadsAnswer }) },
    },
    async (request, reply) => {
      const leads = await listLeads(db, {
        afterId: request.query.afterId ?? 0,
        limit: request.query.limit ?? 100,
        kind: request.query.kind,
      });
      return reply.header('Cache-Control', 'no-store').send({
        data: leads,
        metaData: { count: leads.length, nextAfterId: leads.at(-1)?.id ?? request.query.afterId ?? 0 },
      });
    },
  );
};
