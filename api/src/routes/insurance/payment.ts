import { refreshQuery } from '../../http/schemas';
import { planContent } from '../../store/plans';
import type { RouteModule } from '../context';
import { requirePlanByIdOrCode } from './plan-lookup';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } } } as const;

/**
 * Payment info and offers (docs/product/api.md#payment-and-offers): 200 with data, 204 when the plan has none (the client reads 204 as
 * zero offers).
 */
export const paymentRoutes: RouteModule = (app, { db }) => {
  app.get<{ Params: { id: string } }>('/api/qppayment/insurance-payment/:id', { schema: { params, querystring: refreshQuery }, config: { cacheSeconds: 300 } }, async (request, reply) => {
    const plan = requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
    const payment = planContent<{ paymentMethods: unknown[] }>(db, plan.id, 'payment');
    if (!payment || payment.paymentMethods.length === 0) return reply.code(204).send();
    return { data: payment };
  });

  app.get<{ Params: { id: string } }>('/api/qppayment/insurance-payment/:id/getOffers', { schema: { params, querystring: refreshQuery }, config: { cacheSeconds: 300 } }, async (request, reply) => {
    const plan = requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
    const offers = planContent<unknown[]>(db, plan.id, 'offers') ?? [];
    if (offers.length === 0) return reply.code(204).send();
    return { data: offers };
  });
};
