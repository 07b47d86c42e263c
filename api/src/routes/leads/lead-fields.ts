import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  EMPLOYEES_PATTERN,
  isEmployeeCount,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  phoneProblem,
} from '@qs/shared/src/domain/field-rules.mjs';
import { badRequest } from '../../http/errors';
import { IDEMPOTENCY_KEY_PATTERN } from '../../http/schemas';
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

/**
 * Fields shared by contact and plan requests (docs/product/api.md#leads). The name, e-mail, phone and employee
 * rules are the browser's, from @qs/shared's field-rules.mjs (docs/product/forms.md#field-rules); the phone's
 * digit counts are checkPhone's.
 */
export const personFields = {
  first_name: { type: 'string', minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN },
  telefono: { type: 'string', maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN },
  email: { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN },
  mensaje: text(2000),
  // docs/product/api.md#leads: sent as a number with the thousands dots removed; a dotted string is accepted too.
  cantidadEmpleados: { type: ['integer', 'string', 'null'], minimum: EMPLOYEES_MIN, maximum: EMPLOYEES_MAX, pattern: EMPLOYEES_PATTERN },
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
  if (!isEmployeeCount(count)) throw badRequest(LEAD_MESSAGES.cantidadEmpleados?.type ?? 'Cantidad de empleados inválida');
  return count;
};

const PHONE_MESSAGES = {
  required: LEAD_MESSAGES.telefono?.required ?? 'Teléfono necesario.',
  short: LEAD_MESSAGES.telefono?.minLength ?? 'Teléfono muy corto',
  invalid: LEAD_MESSAGES.telefono?.pattern ?? 'Ingrese un teléfono válido',
};

/**
 * The schema checks the characters a phone is written with; the digits follow the browser's rule, the same
 * function (docs/product/forms.md#field-rules): at least 10 national digits after an optional +57, an optional
 * plus, a 1-3 digit prefix and 7-14 digits.
 */
export const checkPhone = (phone: string): string => {
  const problem = phoneProblem(phone);
  if (problem) throw badRequest(PHONE_MESSAGES[problem]);
  return phone.trim();
};

const TRIMMED_FIELDS = ['first_name', 'telefono', 'email'] as const;

/**
 * preValidation of the lead routes: the name, phone and e-mail are checked trimmed, as the browser checks them
 * (docs/product/forms.md#field-rules: a name is 2 to 100 characters after trimming), and stored so.
 */
export const trimPersonFields: preValidationHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return;
  for (const field of TRIMMED_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
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
