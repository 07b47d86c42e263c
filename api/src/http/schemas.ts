import {
  AGE_MIN,
  EMPLOYEES_MAX,
  PROFILE_EMPLOYEES_PATTERN,
  PROFILE_PERSON_AGE_MAX,
  PROFILE_PET_AGE_MAX,
} from '@qs/shared/src/domain/field-rules.mjs';

/**
 * Schema fragments shared by routes. Every route declares its input, even if it only allows forceRefresh. The
 * field rules (names, phones, e-mails, ages, employee counts) are the browser's too: @qs/shared's field-rules.mjs
 * (docs/product/forms.md#field-rules).
 */

/** GET calls of the site may add forceRefresh=1 (docs/product/api.md#conventions) and cache-busting params like _ or _q. */
export const refreshQuery = {
  type: 'object',
  properties: {
    forceRefresh: { type: 'integer', enum: [0, 1] },
    _: { type: 'string', maxLength: 40 },
    _q: { type: 'string', maxLength: 40 },
  },
  additionalProperties: false,
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9._:-]{8,128}$';

const member = {
  type: 'object',
  properties: {
    edad: { type: ['integer', 'null'], minimum: AGE_MIN, maximum: PROFILE_PERSON_AGE_MAX },
    sexo: { type: ['string', 'null'], enum: ['Masculino', 'Femenino', '', null] },
    maternidad: { type: ['boolean', 'null'] },
    eps_actual: { type: ['string', 'null'], maxLength: 40 },
    parentesco: { type: ['string', 'null'], maxLength: 40 },
    parentescoCarga: { type: ['string', 'null'], maxLength: 40 },
  },
} as const;

/** The profile (perfilIngreso) as compare and calculatePrice read it; other keys are kept but bounded. */
export const profileSchema = {
  type: 'object',
  maxProperties: 60,
  properties: {
    ingresodatos: { type: 'boolean' },
    enPareja: { type: 'boolean' },
    cotizante: { type: 'array', maxItems: 8, items: member },
    cargas: { type: 'array', maxItems: 8, items: member },
    mascota: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        properties: {
          especie: { type: ['string', 'null'], enum: ['Perro', 'Gato', '', null] },
          raza: { type: ['string', 'null'], maxLength: 60 },
          edad: { type: ['integer', 'null'], minimum: AGE_MIN, maximum: PROFILE_PET_AGE_MAX },
          parentesco: { type: ['string', 'null'], maxLength: 40 },
        },
      },
    },
    colectivo: {
      type: 'object',
      properties: {
        // 0 or empty: not given (the lead's own count is 1 to 999999, routes/leads/lead-fields.ts).
        cantidadempleados: { type: ['integer', 'string', 'null'], minimum: 0, maximum: EMPLOYEES_MAX, pattern: PROFILE_EMPLOYEES_PATTERN },
      },
    },
  },
} as const;
