import { answers, NoContent, RefreshQuery } from '../../contract/common';
import { PaymentInfoAnswer, PlanIdOrCodeParams, PlanOffersAnswer, type PaymentInfo, type PlanOffer } from '../../contract/payment';
import { planContent } from '../../store/plans';
import type { RouteModule } from '../context';
import { requirePlanByIdOrCode } from './plan-lookup';

/**
 * Payment info and offers (docs/product/api.md#payment-and-offers): 200 with data, 204 when the plan has none (the client reads 204 as
 * zero offers).
 */
export const paymentRoutes: RouteModule = (app, { db }) => {
  app.get('/api/qppayment/insurance-payment/:id', {
    schema: { params: PlanIdOrCodeParams, querystring: RefreshQuery, response: answers({ 200: PaymentInfoAnswer, 204: NoContent }) },
    config: { cacheSeconds: 300 },
  }, async (request, reply) => {
    const plan = await requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
    const payment = await planContent<PaymentInfo>(db, plan.id, 'payment');
    if (!payment || payment.paymentMethods.length === 0) return reply.code(204).send(null);
    return { data: payment };
  });

  app.get('/api/qppayment/insurance-payment/:id/getOffers', {
    schema: { params: PlanIdOrCodeParams, querystring: RefreshQuery, response: answers({ 200: PlanOffersAnswer, 204: NoContent }) },
    config: { cacheSeconds: 300 },
  }, async (request, reply) => {
    const plan = await requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
    const offers = (await planContent<PlanOffer[]>(db, plan.id, 'offers')) ?? [];
    if (offers.length === 0) return reply.code(204).send(null);
    return { data: offers };
  });
};
