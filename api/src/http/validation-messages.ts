import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Per-field texts, by ajv keyword; `required` also covers empty strings. */
export type FieldMessages = Record<
  string,
  Partial<
    Record<
      'required' | 'type' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'minimum' | 'maximum' | 'enum' | 'const',
      string
    >
  >
>;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

const typeName = (type: unknown): string =>
  (Array.isArray(type) ? type : String(type).split(',')).map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' o ');

/** '/profile/cotizante/0/edad' → 'profile.cotizante[0].edad' */
const fieldPath = (error: FastifySchemaValidationError): string => {
  const segments = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  return [...segments, ...(missing ? [missing] : [])].reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment),
    '',
  );
};

const valueAt = (data: unknown, instancePath: string | undefined): unknown =>
  (instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );

const generic = (error: FastifySchemaValidationError, field: string, context: string): string => {
  const name = field || (context === 'body' ? 'El cuerpo de la solicitud' : context);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${name} es requerido`;
    case 'type':
      return `${name} debe ser ${typeName(p.type)}`;
    case 'minLength':
      return `${name} debe tener al menos ${String(p.limit)} caracteres`;
    case 'maxLength':
      return `${name} debe tener como máximo ${String(p.limit)} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name} debe ser mayor o igual a ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name} debe ser menor o igual a ${String(p.limit)}`;
    case 'minItems':
      return `${name} debe tener al menos ${String(p.limit)} elementos`;
    case 'maxItems':
      return `${name} admite como máximo ${String(p.limit)} elementos`;
    case 'maxProperties':
      return `${name} admite como máximo ${String(p.limit)} campos`;
    case 'enum':
      return `${name} debe ser uno de: ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}`;
    case 'pattern':
    case 'format':
      return `${name} tiene un formato inválido`;
    case 'additionalProperties':
      return `Campo no permitido: ${String(p.additionalProperty)}`;
    default:
      return `${name} es inválido`;
  }
};

/**
 * A clear Spanish message for the first schema error: the product's own text when the route declares one for
 * the field, a generic one otherwise. An empty or blank string counts as missing ("Nombre necesario").
 */
export const describeValidationError = (
  errors: readonly FastifySchemaValidationError[],
  context: string,
  data: unknown,
  messages: FieldMessages = {},
): string => {
  const error = errors[0];
  if (!error) return 'Solicitud inválida';
  const field = fieldPath(error);
  const own = messages[field];
  if (own) {
    const value = valueAt(data, error.instancePath);
    const blank = typeof value === 'string' && value.trim() === '';
    const keyword = error.keyword === 'required' || blank ? 'required' : (error.keyword as keyof FieldMessages[string]);
    const text =
      own[keyword] ??
      (keyword === 'minLength' || keyword === 'maxLength' || keyword === 'format' ? own.pattern : undefined);
    if (text) return text;
  }
  return generic(error, field, context);
};
