import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { EMAIL_PATTERN, IDEMPOTENCY_KEY_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '../../http/schemas';
import type { FieldMessages } from '../../http/validation-messages';
import type { LeadAnswer } from '../../store/leads';

/** Contact texts (docs/product/api.md#leads); the ones marked 'designed' cover rules the product leaves without a text. */
export const LEAD_MESSAGES: FieldMessages = {
  first_name: {
    required: 'Nombre necesario',
    type: 'Nombre necesario',
    minLength: 'Nombre muy corto.',
    maxLength: 'Nombre muy largo, tiene que ser como máximo 100 caracteres.',
    pattern: 'Ingrese solamente letras',
  },
  telefono: { required: 'Teléfono necesario.', type: 'Teléfono necesario.', minLength: 'Teléfono muy corto', maxLength: 'Teléfono muy largo', pattern: 'Ingrese un teléfono válido' },
  email: { required: 'Email necesario.', type: 'Email necesario.', maxLength: 'Vuelve a introducir un email válido.', pattern: 'Vuelve a introducir un email válido.' },
  cantidadEmpleados: {
    required: 'Cantidad de empleados necesaria.',
    type: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    pattern: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    minimum: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    maximum: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
  },
  tipo: { required: 'Línea de negocio necesaria', type: 'Línea de negocio inválida', minimum: 'Línea de negocio inválida', maximum: 'Línea de negocio inválida' },
  productCode: { required: 'Código de plan necesario', type: 'Código de plan necesario', pattern: 'Código de plan inválido' },
  documento: { pattern: 'Número de documento inválido: usa de 5 a 12 dígitos' },
  mensaje: { maxLength: 'Mensaje muy largo, tiene que ser como máximo 2000 caracteres.' },
  'idempotency-key': { pattern: 'Idempotency-Key inválida: usa de 8 a 128 letras, números o los signos . _ : -' },
};

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/**
 * One arrival of the lead attribution history (docs/product/api.md#lead-attribution: referrer, date, infoGA with the URL's
 * parameters and a client id). Every field is bounded; unknown fields are dropped.
 */
export const leadAttributionEntry = {
  type: 'object',
  required: ['date'],
  additionalProperties: false,
  properties: {
    date: { type: 'string', minLength: 1, maxLength: 40 },
    url: text(2000),
    referrer: text(2000),
    infoGA: {
      type: 'object',
      additionalProperties: false,
      properties: {
        urlParams: { type: 'object', maxProperties: 20, propertyNames: { maxLength: 50 }, additionalProperties: { type: 'string', maxLength: 500 } },
        clientId: text(100),
      },
    },
  },
} as const;

/** Fields shared by contact and plan requests (docs/product/api.md#leads). */
export const personFields = {
  first_name: { type: 'string', minLength: 2, maxLength: 100, pattern: NAME_PATTERN },
  telefono: { type: 'string', minLength: 7, maxLength: 20, pattern: PHONE_PATTERN },
  email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
  mensaje: text(2000),
  // docs/product/api.md#leads: sent as a number with the thousands dots removed; a dotted string is accepted too.
  cantidadEmpleados: { type: ['integer', 'string', 'null'], minimum: 1, maximum: 999999, pattern: '^([0-9]{1,3}(\\.[0-9]{3}){1}|[0-9]{1,6})$' },
  productType: text(60),
  // A page address with tracking parameters can be long; refusing it would lose the lead.
  origin_url: text(8000),
  originLead: {
    type: 'object',
    additionalProperties: false,
    properties: { domain: text(255), subdomain: text(100), url: text(2000) },
  },
  // docs/product/api.md#lead-attribution: the visitor's arrivals (at most 100), each bounded (see leadAttributionEntry).
  leadAttributionInfo: { type: 'array', maxItems: 100, items: leadAttributionEntry },
  unrecognizedAdditionalData: {
    type: 'object',
    maxProperties: 40,
    propertyNames: { maxLength: 100 },
    additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 2000 },
  },
} as const;

export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN } },
} as const;

/** docs/product/api.md#leads: the count may come with thousands dots ("1.200"). */
export const employeeCount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const count = typeof value === 'number' ? value : Number(String(value).replace(/\./g, ''));
  if (!Number.isInteger(count) || count < 1 || count > 999999) throw badRequest(LEAD_MESSAGES.cantidadEmpleados?.type ?? 'Cantidad de empleados inválida');
  return count;
};

/** The schema bounds characters; the product's rule is about digits (7 to 15, E.164). */
export const checkPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) throw badRequest('Teléfono muy corto');
  if (digits.length > 15) throw badRequest('Teléfono muy largo');
  return phone.trim();
};

/** Trimmed and in NFC, so a name typed with combining accents ('Nguye\u0302\u0303n') is stored as the same text as 'Nguyễn'. */
export const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim().normalize('NFC') : value);

export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key : null;
};

/** 201 for a new lead; 200 and Idempotent-Replayed for a repeated key. */
export const sendLead = (reply: FastifyReply, { answer, created }: { answer: LeadAnswer; created: boolean }) =>
  reply.code(created ? 201 : 200).header('Idempotent-Replayed', created ? 'false' : 'true').header('Cache-Control', 'no-store').send({ data: answer });
