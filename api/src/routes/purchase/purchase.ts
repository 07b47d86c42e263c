import {
  answers,
  NoContent,
  CompanyDataBody,
  EmployeeDataBody,
  HealthStatementBody,
  PaymentAnswer,
  PaymentBody,
  PaymentHeaders,
  PaymentNotificationBody,
  PeriodicityBody,
  PersonalDataBody,
  PurchaseAnswer,
  PurchaseParams,
  PurchaseQuery,
  PurchaseStepParams,
  ReceiptAnswer,
  StartedPurchaseAnswer,
  StartPurchaseBody,
} from '@qs/contract';
import { rawBodyOf } from '../../http/body-policy';
import { badRequest, HttpError } from '../../http/errors';
import { pay, settlePayment } from '../../purchase/payments';
import type { Periodicity } from '../../purchase/price';
import {
  applyEvent,
  cancelPurchase,
  choosePeriodicity,
  purchaseViewOf,
  purchaseWithSession,
  saveStep,
  startPurchase,
  type StepAuthorisation,
} from '../../purchase/purchases';
import type { PurchaseStep } from '../../purchase/purchase-states';
import { grantedAuthorisation, grantedSensitiveAuthorisation } from '../../privacy/authorisation';
import { SIGNATURE_HEADER, verifyNotification } from '../../purchase/sandbox-provider';
import { receiptOf } from '../../purchase/receipt';
import { checkStep } from '../../purchase/step-checks';
import { STATUS_DETAIL_MESSAGES, type StatusDetail } from '../../purchase/status-details';
import { findPlanByCode } from '../../store/plans';
import type { RouteModule } from '../context';
import { sessionOf } from './session';

/** The steps that collect personal data ask for its authorisation; the health statement, for its sensitive data's. */
const stepAuthorisation = (step: PurchaseStep, body: unknown, time: Date): StepAuthorisation => {
  const given = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (step === 'personal-data' || step === 'company-data')
    return { personal: grantedAuthorisation(given.autorizacionDatos, time) };
  if (step === 'health-statement')
    return { sensitive: grantedSensitiveAuthorisation(given.autorizacionDatosSensibles, time) };
  return {};
};

const STEP_BODIES = {
  'personal-data': PersonalDataBody,
  'health-statement': HealthStatementBody,
  'company-data': CompanyDataBody,
  'employee-data': EmployeeDataBody,
} as const;

/**
 * The online purchase (docs/adr/0019-online-purchase.md): start one for a plan and a profile, read it back by its
 * link (another device), save each step, choose the periodicity, pay by card (once per idempotency key), confirm a
 * company purchase, and the payment provider's signed notification for a payment it left pending.
 */
export const purchaseRoutes: RouteModule = (app, { db, now, paymentProvider, config }) => {
  app.post(
    '/api/purchases',
    {
      schema: { body: StartPurchaseBody, response: answers({ 201: StartedPurchaseAnswer }) },
      // A purchase becomes a lead: it draws on the visitor's one lead budget.
      config: { leadBudget: true },
    },
    async (request, reply) => {
      const plan = request.catalogueScope.visible(await findPlanByCode(db, request.body.productCode));
      if (!plan) throw badRequest(`Plan desconocido: ${request.body.productCode}`);
      const time = now();
      const { id, session } = await startPurchase(db, plan, request.body.profile ?? null, request.ip, time.getTime());
      return reply
        .code(201)
        .send({ data: { session, sessionType: 'purchase' as const, purchase: await purchaseViewOf(db, id, time) } });
    },
  );

  app.get(
    '/api/purchases/:id',
    {
      schema: { params: PurchaseParams, querystring: PurchaseQuery, response: answers({ 200: PurchaseAnswer }) },
    },
    async (request) => {
      await purchaseWithSession(db, request.params.id, sessionOf(request));
      return { data: await purchaseViewOf(db, request.params.id, now()) };
    },
  );

  // The receipt of the approved payment, drawn for this request like the plans' documents.
  app.get(
    '/api/purchases/:id/receipt',
    {
      schema: { params: PurchaseParams, querystring: PurchaseQuery, response: answers({ 200: ReceiptAnswer }) },
    },
    async (request, reply) => {
      await purchaseWithSession(db, request.params.id, sessionOf(request));
      const pdf = await receiptOf(db, request.params.id, now());
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="comprobante-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/purchases/:id/steps/:step',
    {
      schema: { params: PurchaseStepParams, querystring: PurchaseQuery, response: answers({ 200: PurchaseAnswer }) },
    },
    async (request) => {
      const { id, step } = request.params;
      const row = await purchaseWithSession(db, id, sessionOf(request));
      const time = now();
      // The authorisations first, so that their refusal says what is missing (docs/security.md#data-authorisation).
      const authorisation = stepAuthorisation(step, request.body, time);
      if (!request.validateInput(request.body, STEP_BODIES[step]))
        throw badRequest(`Los datos del paso ${step} no son válidos.`);
      // Stored in their own columns, not with the step's data.
      const {
        autorizacionDatos: _personal,
        autorizacionDatosSensibles: _sensitive,
        ...data
      } = request.body as Record<string, unknown>;
      checkStep(step, data, await purchaseViewOf(db, id, time), time);
      await saveStep(db, row, step, data, request.ip, time.getTime(), authorisation);
      return { data: await purchaseViewOf(db, id, now()) };
    },
  );

  app.post(
    '/api/purchases/:id/periodicity',
    {
      schema: {
        params: PurchaseParams,
        querystring: PurchaseQuery,
        body: PeriodicityBody,
        response: answers({ 200: PurchaseAnswer }),
      },
    },
    async (request) => {
      const row = await purchaseWithSession(db, request.params.id, sessionOf(request));
      await choosePeriodicity(db, row, request.body.periodicity as Periodicity, now().getTime());
      return { data: await purchaseViewOf(db, row.id, now()) };
    },
  );

  app.post(
    '/api/purchases/:id/payments',
    {
      schema: {
        params: PurchaseParams,
        querystring: PurchaseQuery,
        headers: PaymentHeaders,
        body: PaymentBody,
        response: answers({ 200: PaymentAnswer, 201: PaymentAnswer }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await purchaseWithSession(db, request.params.id, session);
      const time = now();
      // purchaseWithSession has refused a request without the link's session.
      const { payment, replayed } = await pay(
        db,
        paymentProvider,
        row,
        request.body,
        { key: request.headers['idempotency-key'], session: session! },
        time,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply
        .code(replayed ? 200 : 201)
        .send({ data: { payment, purchase: await purchaseViewOf(db, row.id, time) } });
    },
  );

  app.post(
    '/api/purchases/:id/confirm',
    {
      schema: { params: PurchaseParams, querystring: PurchaseQuery, response: answers({ 200: PurchaseAnswer }) },
    },
    async (request) => {
      const row = await purchaseWithSession(db, request.params.id, sessionOf(request));
      await db.transaction().execute(async (trx) => {
        await applyEvent(trx, row, { type: 'confirmed' }, now().getTime());
      });
      return { data: await purchaseViewOf(db, row.id, now()) };
    },
  );

  // The visitor gives the purchase up: it and its lead are closed; a paid, confirmed or pending one cannot be (409).
  app.post(
    '/api/purchases/:id/cancel',
    {
      schema: { params: PurchaseParams, querystring: PurchaseQuery, response: answers({ 200: PurchaseAnswer }) },
    },
    async (request) => {
      const row = await purchaseWithSession(db, request.params.id, sessionOf(request));
      await cancelPurchase(db, row, now().getTime());
      return { data: await purchaseViewOf(db, row.id, now()) };
    },
  );

  // The payment provider's notification (a webhook): signed with the shared secret over the body's exact text.
  app.post(
    '/api/purchases/payment-notifications',
    {
      schema: { body: PaymentNotificationBody, response: answers({ 204: NoContent }) },
      config: { keepRawBody: true },
    },
    async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !verifyNotification(
          config.paymentWebhookSecret,
          typeof signature === 'string' ? signature : undefined,
          rawBodyOf(request) ?? '',
          Date.now(),
        )
      ) {
        throw new HttpError(401, 'Firma de la notificación inválida');
      }
      const { providerPaymentId, status, statusDetail } = request.body;
      if (!(statusDetail in STATUS_DETAIL_MESSAGES)) throw badRequest(`Detalle de estado desconocido: ${statusDetail}`);
      await settlePayment(
        db,
        { providerPaymentId, status, statusDetail: statusDetail as StatusDetail },
        now().getTime(),
      );
      return reply.code(204).send(null);
    },
  );
};
