import { LEAD_BODY_LIMIT } from '../../http/body-policy';
import { badRequest, notFound } from '../../http/errors';
import type { FieldMessages } from '../../http/validation-messages';
import { saveLead } from '../../store/leads';
import { partnerReferrer } from '../../store/referrers';
import {
  ADDITIONAL_INSURANCE_MARK,
  findInstitution,
  issueUpdateSecret,
  listProviders,
  updateRequest,
} from '../../store/additional-insurance';
import {
  answers,
  IdempotencyHeaders,
  AdditionalInsuranceAnswer,
  AdditionalInsuranceBody,
  AdditionalInsuranceUpdateAnswer,
  AdditionalInsuranceUpdateBody,
} from '@qs/contract';
import { grantedAuthorisation } from '../../privacy/authorisation';
import type { RouteModule } from '../context';
import { checkPhone, idempotencyKeyOf, LEAD_MESSAGES, trimmed, trimPersonFields } from '../leads/lead-fields';
import { providerScope } from './reference';

/** An additional insurance complements a health plan: the health policies' line (2, pólizas) and its advisors. */
const POLICIES_LINE = 2;

const MESSAGES: FieldMessages = {
  ...LEAD_MESSAGES,
  institucion: {
    required: 'Selecciona tu EPS o medicina prepagada.',
    type: 'Selecciona tu EPS o medicina prepagada.',
    minLength: 'Selecciona tu EPS o medicina prepagada.',
    pattern: 'Selecciona tu EPS o medicina prepagada.',
  },
  cobertura: {
    required: 'Selecciona qué quieres complementar.',
    type: 'Selecciona qué quieres complementar.',
    enum: 'Selecciona qué quieres complementar.',
  },
  regionNumero: {
    required: 'Selecciona tu departamento.',
    type: 'Selecciona tu departamento.',
    minLength: 'Selecciona tu departamento.',
    pattern: 'Selecciona tu departamento.',
  },
  prestador: { type: 'Prestador desconocido', minimum: 'Prestador desconocido' },
  asegurados: {
    required: 'Indica cuántas personas quieres asegurar.',
    type: 'Indica cuántas personas quieres asegurar: de 1 a 8.',
    minimum: 'Indica cuántas personas quieres asegurar: de 1 a 8.',
    maximum: 'Indica cuántas personas quieres asegurar: de 1 a 8.',
  },
  documento: {
    required: 'Número de documento necesario.',
    type: 'Número de documento necesario.',
    minLength: 'Número de documento necesario.',
    pattern: 'Número de documento inválido: usa de 5 a 12 dígitos',
  },
};

const UPDATE_MESSAGES: FieldMessages = {
  id: { required: 'Solicitud no encontrada', type: 'Solicitud no encontrada', minimum: 'Solicitud no encontrada' },
  secreto: {
    required: 'Solicitud no encontrada',
    type: 'Solicitud no encontrada',
    minLength: 'Solicitud no encontrada',
  },
  horarioContacto: { enum: 'Horario de contacto desconocido: usa manana, mediodia o tarde.' },
  comentario: { maxLength: 'Comentario muy largo, tiene que ser como máximo 1000 caracteres.' },
};

/**
 * POST /api/seguro-adicional/solicitar and /update (docs/product/api.md#additional-insurance): the request is a lead
 * (kind plan_request, marked `solicitud: 'seguro_adicional'`), stored once per Idempotency-Key before the answer,
 * with the secret its sender needs to add details later.
 */
export const additionalInsuranceRequestRoutes: RouteModule = (app, { db, now }) => {
  app.post(
    '/api/seguro-adicional/solicitar',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: {
        body: AdditionalInsuranceBody,
        headers: IdempotencyHeaders,
        response: answers({ 200: AdditionalInsuranceAnswer, 201: AdditionalInsuranceAnswer }),
      },
      config: { messages: MESSAGES, leadBudget: true },
      preValidation: trimPersonFields,
    },
    async (request, reply) => {
      const body = request.body;
      const institution = await findInstitution(db, body.institucion);
      if (!institution) throw badRequest('Selecciona tu EPS o medicina prepagada.');
      const scope = await providerScope(db, request);
      const [provider] =
        typeof body.prestador === 'number' ? await listProviders(db, { id: body.prestador, scope }) : [];
      if (typeof body.prestador === 'number' && !provider) throw badRequest('Prestador desconocido');
      if (provider && provider.regionNumero !== body.regionNumero)
        throw badRequest('El prestador elegido no está en tu departamento.');
      const authorisation = grantedAuthorisation(body.autorizacionDatos, now());
      const fields = Object.fromEntries(
        Object.entries({
          ...body,
          autorizacionDatos: undefined,
          solicitud: ADDITIONAL_INSURANCE_MARK,
          institucionNombre: institution.displayName,
          prestadorNombre: provider?.nombre,
          telefono: checkPhone(body.telefono),
        })
          .map(([k, v]) => [k, trimmed(v)])
          .filter(([, v]) => v !== undefined && v !== null && v !== ''),
      );
      const saved = await saveLead(
        db,
        {
          kind: 'plan_request',
          idempotencyKey: idempotencyKeyOf(request),
          businessLineId: POLICIES_LINE,
          productCode: null,
          fields,
          clientIp: request.ip,
          authorisation,
          referrer: await partnerReferrer(db, request.catalogueScope.partner),
        },
        now(),
      );
      const secreto = await issueUpdateSecret(db, saved.answer.id, now());
      return reply
        .code(saved.created ? 201 : 200)
        .header('Idempotent-Replayed', saved.created ? 'false' : 'true')
        .header('Cache-Control', 'no-store')
        .send({ data: { ...saved.answer, secreto } });
    },
  );

  app.post(
    '/api/seguro-adicional/update',
    {
      schema: {
        body: AdditionalInsuranceUpdateBody,
        response: answers({ 200: AdditionalInsuranceUpdateAnswer }),
      },
      // Not a lead of its own: it adds to one stored (and budgeted) by solicitar, behind its secret.
      config: { messages: UPDATE_MESSAGES },
    },
    async (request, reply) => {
      const { id, secreto } = request.body;
      const horarioContacto = request.body.horarioContacto ?? null;
      const comentario = request.body.comentario?.trim().normalize('NFC') || null;
      if (!horarioContacto && !comentario) throw badRequest('Indica un horario de contacto o un comentario.');
      const updated = await updateRequest(db, id, secreto, { horarioContacto, comentario }, now());
      // A wrong secret says no more than an unknown request: nobody learns which numbers exist.
      if (!updated) throw notFound('Solicitud no encontrada');
      return reply
        .header('Cache-Control', 'no-store')
        .send({ data: { id, actualizadoEn: updated.actualizadoEn, horarioContacto, comentario } });
    },
  );
};
