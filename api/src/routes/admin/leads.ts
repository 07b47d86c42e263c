import { answers, AdminLeadsAnswer, AdminLeadsQuery } from '@qs/contract';
import { listLeads } from '../../store/leads';
import type { RouteModule } from '../context';
import { adminTokenCheck } from './admin-token';

/**
 * GET /api/admin/leads (designed): what came in, for operators. Registered only when QS_ADMIN_TOKEN is set —
 * there is no default token, so without it the path is a plain 404.
 */
export const adminRoutes: RouteModule = (app, { db, config }) => {
  const token = config.adminToken;
  if (!token) return;
  const authorize = adminTokenCheck(token);
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
