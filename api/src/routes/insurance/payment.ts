import {
  answers,
  NoContent,
  RefreshQuery,
  isPaymentId,
  PaymentInfoOrPaymentAnswer,
  PaymentOrPlanParams,
  PaymentOrPlanQuery,
  PlanIdOrCodeParams,
  PlanOffersAnswer,
  type PaymentInfo,
  type PlanOffer,
} from '@qs/contract';
import { paymentWithSession } from '../../purchase/payments';
import { purchaseViewOf } from '../../purchase/purchases';
import { notFound } from '../../http/errors';
import { findPlanById, planContent } from '../../store/plans';
import type { RouteModule } from '../context';
import { sessionOf } from '../purchase/session';
import { requirePlanByIdOrCode } from './plan-lookup';

/**
 * Payment info and offers (docs/product/api.md#payment-and-offers): 200 with data, 204 when the plan has none (the client reads 204 as
 * zero offers). The same address with a payment's id (`pay_…`) is that payment, for the holder of its purchase's
 * link: what the `qppayment` outlet shows (docs/adr/0019-online-purchase.md).
 */
export const paymentRoutes: RouteModule = (app, { db, now }) => {
  app.get(
    '/api/qppayment/insurance-payment/:id',
    {
      schema: {
        params: PaymentOrPlanParams,
        querystring: PaymentOrPlanQuery,
        response: answers({ 200: PaymentInfoOrPaymentAnswer, 204: NoContent }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request, reply) => {
      if (isPaymentId(request.params.id)) {
        const { payment, row } = await paymentWithSession(db, request.params.id, sessionOf(request));
        // A partner's site shows only its catalogue's plans: a payment of another plan is not there.
        if (!request.catalogueScope.visible(await findPlanById(db, Number(row.plan_id))))
          throw notFound('Pago no encontrado');
        // A payment changes (pending → approved) and is the visitor's own: never kept by a cache.
        reply.header('Cache-Control', 'private, no-store');
        return { data: { payment, purchase: await purchaseViewOf(db, row.id, now()) } };
      }
      const plan = await requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
      const payment = await planContent<PaymentInfo>(db, plan.id, 'payment');
      if (!payment || payment.paymentMethods.length === 0) return reply.code(204).send(null);
      return { data: payment };
    },
  );

  app.get(
    '/api/qppayment/insurance-payment/:id/getOffers',
    {
      schema: {
        params: PlanIdOrCodeParams,
        querystring: RefreshQuery,
        response: answers({ 200: PlanOffersAnswer, 204: NoContent }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request, reply) => {
      const plan = await requirePlanByIdOrCode(db, request.params.id, request.catalogueScope);
      const offers = (await planContent<PlanOffer[]>(db, plan.id, 'offers')) ?? [];
      if (offers.length === 0) return reply.code(204).send(null);
      return { data: offers };
    },
  );
};
