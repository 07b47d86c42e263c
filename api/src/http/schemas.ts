/** Schema fragments shared by routes. Every route declares its input, even if it only allows forceRefresh. */

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

/** Text fields of the product's patterns (docs/product/api.md#validation-patterns). */
/**
 * Name (docs/product/api.md#validation-patterns): at least two letters; letters, accents, spaces, apostrophes, dots and hyphens. Letters of
 * any script (\p{L}, with combining marks \p{M}): "Zoë Nguyễn" is a name too. Ajv compiles patterns with the
 * `u` flag, as the site does with the dynamic form's fldRegexp.
 */
export const NAME_PATTERN = "^(?=(?:[^\\p{L}]*\\p{L}){2})[\\p{L}\\p{M}' .-]+$";
/**
 * The local part excludes control and format characters (\p{Cc}, \p{Cf}: NUL, U+0085, U+200B zero width,
 * U+202E and U+2066 bidi overrides): an address holding one looks like another address (docs/product/api.md#validation-patterns).
 */
export const EMAIL_PATTERN = '^[^@\\s\\p{Cc}\\p{Cf}"<>()\\[\\],;:]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,24}$';
export const PHONE_PATTERN = '^\\+?[0-9 ()-]{7,20}$';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9._:-]{8,128}$';

const member = {
  type: 'object',
  properties: {
    edad: { type: ['integer', 'null'], minimum: 0, maximum: 120 },
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
          edad: { type: ['integer', 'null'], minimum: 0, maximum: 30 },
          parentesco: { type: ['string', 'null'], maxLength: 40 },
        },
      },
    },
    colectivo: {
      type: 'object',
      properties: {
        cantidadempleados: { type: ['integer', 'string', 'null'], minimum: 0, maximum: 999999, pattern: '^([0-9]{1,3}(\\.[0-9]{3})*|[0-9]{1,6})?$' },
      },
    },
  },
} as const;
