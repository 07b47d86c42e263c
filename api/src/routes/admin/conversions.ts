import { answers, ConversionsAnswer, ConversionsQuery } from '@qs/contract';
import { badRequest } from '../../http/errors';
import { conversionPeriod, conversionRows, type ConversionPeriod } from '../../store/analytics-events';
import type { RouteModule } from '../context';
import { adminTokenCheck } from './admin-token';

/**
 * GET /api/admin/conversions?since=&until= (staff): the conversions report's rows, the same as
 * `npm run report:conversions -w api` prints. Protected as the admin leads: registered only when QS_ADMIN_TOKEN is set.
 */
export const adminConversionRoutes: RouteModule = (app, { db, config }) => {
  const token = config.adminToken;
  if (!token) return;
  app.get(
    '/api/admin/conversions',
    {
      onRequest: adminTokenCheck(token),
      schema: { querystring: ConversionsQuery, response: answers({ 200: ConversionsAnswer }) },
    },
    async (request, reply) => {
      let period: ConversionPeriod;
      try {
        period = conversionPeriod(request.query.since, request.query.until);
      } catch (error) {
        if (error instanceof RangeError) throw badRequest(error.message);
        throw error;
      }
      const rows = await conversionRows(db, period);
      return reply.header('Cache-Control', 'no-store').send({ data: rows, metaData: period });
    },
  );
};
