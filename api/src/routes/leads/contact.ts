import { LEAD_BODY_LIMIT } from '../../http/body-policy';
import { badRequest } from '../../http/errors';
import { saveLead } from '../../store/leads';
import { findPlanByCode } from '../../store/plans';
import { partnerReferrer } from '../../store/referrers';
import { answers, ContactBody, IdempotencyHeaders, LeadCreatedAnswer } from '@qs/contract';
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

const COMPANY_PRODUCT_TYPES = ['colectivo', 'SEGURO COLECTIVO', 'SEGURO_COLECTIVO', 'Empresas'];

/**
 * POST /api/contactos (the contact request, docs/product/api.md#leads). Stored before the answer, with the advisor assigned in
 * the same transaction; the answer carries the lead id, its status and dataSocio.
 */
export const contactRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/contactos',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: {
        body: ContactBody,
        headers: IdempotencyHeaders,
        response: answers({ 200: LeadCreatedAnswer, 201: LeadCreatedAnswer }),
      },
      config: { messages: LEAD_MESSAGES, leadBudget: true },
      preValidation: trimPersonFields,
    },
    async (request, reply) => {
      const body = request.body;
      const line = await db
        .selectFrom('business_lines')
        .select(['id', 'requires_employees'])
        .where('id', '=', body.tipo)
        .executeTakeFirst();
      if (!line) throw badRequest('Línea de negocio desconocida');
      // Under a partner host the contact may name only a plan of its organizations (docs/security.md#partner-restrictions).
      const productCode =
        typeof body.productCode === 'string' && body.productCode.trim() !== '' ? body.productCode.trim() : null;
      if (
        productCode &&
        request.catalogueScope.organizations &&
        !request.catalogueScope.visible(await findPlanByCode(db, productCode))
      )
        throw badRequest(`Plan desconocido: ${productCode}`);
      const authorisation = grantedAuthorisation(body.autorizacionDatos, now());
      const employees = employeeCount(body.cantidadEmpleados);
      const forCompany = line.requires_employees === 1 || COMPANY_PRODUCT_TYPES.includes(body.productType ?? '');
      if (forCompany && employees === null) throw badRequest('Cantidad de empleados necesaria.');
      const fields = Object.fromEntries(
        Object.entries({
          ...body,
          autorizacionDatos: undefined,
          telefono: checkPhone(body.telefono),
          cantidadEmpleados: employees ?? undefined,
        })
          .map(([k, v]) => [k, trimmed(v)])
          .filter(([, v]) => v !== undefined && v !== null),
      );
      const saved = await saveLead(
        db,
        {
          kind: 'contact',
          idempotencyKey: idempotencyKeyOf(request),
          businessLineId: line.id,
          productCode: (body.productCode as string | undefined) ?? null,
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
