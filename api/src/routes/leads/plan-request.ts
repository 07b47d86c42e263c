import { LEAD_BODY_LIMIT } from '../../http/body-policy';
import { badRequest } from '../../http/errors';
import { profileSchema } from '../../http/schemas';
import { saveLead } from '../../store/leads';
import { findPlanByCode } from '../../store/plans';
import { answers } from '../../contract/common';
import { LeadCreatedAnswer } from '../../contract/leads';
import type { RouteModule } from '../context';
import { checkPhone, employeeCount, idempotencyHeaders, idempotencyKeyOf, LEAD_MESSAGES, personFields, sendLead, trimmed, trimPersonFields } from './lead-fields';

interface PlanRequestBody {
  productCode: string;
  first_name: string;
  telefono: string;
  email: string;
  cantidadEmpleados?: number | string | null;
  [key: string]: unknown;
}

/**
 * Designed body for POST /api/solicitarplans (the product lists the plan request's contents, not its names; docs/product/api.md#leads):
 * the contact fields plus the plan's productCode, an optional ID number and the visitor's profile.
 */
export const planRequestBodySchema = {
  type: 'object',
  required: ['productCode', 'first_name', 'telefono', 'email'],
  additionalProperties: false,
  properties: {
    productCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    ...personFields,
    documento: { type: ['string', 'null'], pattern: '^[0-9]{5,12}$' },
    perfil: { anyOf: [profileSchema, { type: 'null' }] },
    plan: { type: ['object', 'null'], maxProperties: 60 },
    sameInsurerAgreement: { type: ['boolean', 'null'] },
    hasOnlineOnboarding: { type: ['boolean', 'null'] },
    isInternalTraffic: { type: ['boolean', 'null'] },
  },
} as const;

export const planRequestRoutes: RouteModule = (app, { db, now }) => {
  app.post<{ Body: PlanRequestBody }>('/api/solicitarplans', {
    bodyLimit: LEAD_BODY_LIMIT,
    schema: { body: planRequestBodySchema, headers: idempotencyHeaders, response: answers({ 200: LeadCreatedAnswer, 201: LeadCreatedAnswer }) },
    config: { messages: LEAD_MESSAGES, leadBudget: true },
    preValidation: trimPersonFields,
  }, async (request, reply) => {
    const body = request.body;
    // Under a partner host a plan of another organization is as unknown as an invented code (docs/security.md#partner-restrictions).
    const plan = request.catalogueScope.visible(findPlanByCode(db, body.productCode));
    if (!plan) throw badRequest(`Plan desconocido: ${body.productCode}`);
    const employees = employeeCount(body.cantidadEmpleados);
    if (plan.pricing === 'employees' && employees === null) throw badRequest('Cantidad de empleados necesaria.');
    const fields = Object.fromEntries(
      Object.entries({ ...body, productCode: plan.product_code, planUrl: plan.url, telefono: checkPhone(body.telefono), cantidadEmpleados: employees ?? undefined })
        .map(([k, v]) => [k, trimmed(v)])
        .filter(([, v]) => v !== undefined && v !== null),
    );
    const saved = saveLead(db, { kind: 'plan_request', idempotencyKey: idempotencyKeyOf(request), businessLineId: plan.business_line_id, productCode: plan.product_code, fields, clientIp: request.ip }, now());
    return sendLead(reply, saved);
  });
};
