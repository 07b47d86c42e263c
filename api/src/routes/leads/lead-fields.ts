import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { isEmployeeCount, phoneProblem } from '@qs/contract';
import { badRequest } from '../../http/errors';
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
  telefono: {
    required: 'Teléfono necesario.',
    type: 'Teléfono necesario.',
    minLength: 'Teléfono muy corto',
    maxLength: 'Teléfono muy largo',
    pattern: 'Ingrese un teléfono válido',
  },
  email: {
    required: 'Email necesario.',
    type: 'Email necesario.',
    maxLength: 'Vuelve a introducir un email válido.',
    pattern: 'Vuelve a introducir un email válido.',
  },
  cantidadEmpleados: {
    required: 'Cantidad de empleados necesaria.',
    type: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    pattern: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    minimum: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
    maximum: 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.',
  },
  tipo: {
    required: 'Línea de negocio necesaria',
    type: 'Línea de negocio inválida',
    minimum: 'Línea de negocio inválida',
    maximum: 'Línea de negocio inválida',
  },
  productCode: {
    required: 'Código de plan necesario',
    type: 'Código de plan necesario',
    pattern: 'Código de plan inválido',
  },
  documento: { pattern: 'Número de documento inválido: usa de 5 a 12 dígitos' },
  mensaje: { maxLength: 'Mensaje muy largo, tiene que ser como máximo 2000 caracteres.' },
  'idempotency-key': { pattern: 'Idempotency-Key inválida: usa de 8 a 128 letras, números o los signos . _ : -' },
};

/** docs/product/api.md#leads: the count may come with thousands dots ("1.200"). */
export const employeeCount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const count = typeof value === 'number' ? value : Number(String(value).replace(/\./g, ''));
  if (!isEmployeeCount(count))
    throw badRequest(LEAD_MESSAGES.cantidadEmpleados?.type ?? 'Cantidad de empleados inválida');
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
  reply
    .code(created ? 201 : 200)
    .header('Idempotent-Replayed', created ? 'false' : 'true')
    .header('Cache-Control', 'no-store')
    .send({ data: answer });
