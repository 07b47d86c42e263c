import { LEAD_BODY_LIMIT } from '../../http/body-policy';
import { badRequest } from '../../http/errors';
import { saveLead } from '../../store/leads';
import { findPlanByCode } from '../../store/plans';
import { partnerReferrer } from '../../store/referrers';
import { answers, PlanRequestBody, IdempotencyHeaders, LeadCreatedAnswer } from '@qs/contract';
import { grantedAuthorisation } from '../../privacy/authorisation';
import type { RouteModule } from '../context';
import {
  checkPhone,
  employeeCount,
  idempotencyKeyOf,
  LEAD_MESSAGES,
  sendLead,
  trimmed,
  trimPersonFields,
} from './lead-fields';

export const planRequestRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/solicitarplans',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: {
        body: PlanRequestBody,
        headers: IdempotencyHeaders,
        response: answers({ 200: LeadCreatedAnswer, 201: LeadCreatedAnswer }),
      },
      config: { messages: LEAD_MESSAGES, leadBudget: true },
      preValidation: trimPersonFields,
    },
    async (request, reply) => {
      const body = request.body;
      // Under a partner host a plan of another organization is as unknown as an invented code (docs/security.md#partner-restrictions).
      const plan = request.catalogueScope.visible(await findPlanByCode(db, body.productCode));
      if (!plan) throw badRequest(`Plan desconocido: ${body.productCode}`);
      const authorisation = grantedAuthorisation(body.autorizacionDatos, now());
      const employees = employeeCount(body.cantidadEmpleados);
      if (plan.pricing === 'employees' && employees === null) throw badRequest('Cantidad de empleados necesaria.');
      const fields = Object.fromEntries(
        Object.entries({
          ...body,
          autorizacionDatos: undefined,
          productCode: plan.product_code,
          planUrl: plan.url,
          telefono: checkPhone(body.telefono),
          cantidadEmpleados: employees ?? undefined,
        })
          .map(([k, v]) => [k, trimmed(v)])
          .filter(([, v]) => v !== undefined && v !== null),
      );
      const saved = await saveLead(
        db,
        {
          kind: 'plan_request',
          idempotencyKey: idempotencyKeyOf(request),
          businessLineId: plan.business_line_id,
          productCode: plan.product_code,
          fields,
          clientIp: request.ip,
          authorisation,
          // A partner's site: its referrer, from the request's host (docs/product/api.md#partner-referrer).
          referrer: await partnerReferrer(db, request.catalogueScope.partner),
        },
        now(),
      );
      return sendLead(reply, saved);
    },
  );
};
