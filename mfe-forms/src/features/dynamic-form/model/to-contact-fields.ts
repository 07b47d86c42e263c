import type { ContactRequest, DynamicFormDefinition } from '@qs/shared';
import { parseThousands } from '../../../common/model/thousands';
import type { AnswerValue, DynamicFormAnswers } from './definition';

/** Business line when the definition names none: 8, general contact in the API catalogue. */
export const DYNAMIC_DEFAULT_BUSINESS_LINE = 8;

/** Dynamic-form keys that map onto contact request fields (docs/product/forms.md#dynamic-form). */
export const CONTACT_KEYS = [
  'fld_fullname',
  'fld_telephone',
  'fld_phone_prefix',
  'fld_phone',
  'fld_email',
  'fld_msg',
  'fld_employees',
] as const;

export type UnrecognizedData = Record<string, string | number | null>;

export type DynamicContactFields = Pick<
  ContactRequest,
  'tipo' | 'first_name' | 'telefono' | 'email' | 'mensaje' | 'cantidadEmpleados'
> & {
  unrecognizedAdditionalData?: UnrecognizedData;
};

const text = (value: DynamicFormAnswers[string] | undefined): string =>
  value === undefined || value === null || Array.isArray(value) ? '' : String(value).trim();

/** An array's answers: each of its fields with the items' values joined by '|' (as the travel provider's Age). */
const flattenItems = (items: Array<Record<string, AnswerValue>>): UnrecognizedData => {
  const flat: Record<string, string> = {};
  for (const item of items)
    for (const [key, value] of Object.entries(item)) {
      if (value === null || String(value).trim() === '') continue;
      flat[key] = flat[key] === undefined ? String(value) : `${flat[key]}|${value}`;
    }
  return flat;
};

/**
 * Dynamic-form answers → the contact request (docs/product/forms.md#dynamic-form): fld_fullname → first_name, the phone
 * group (fld_phone_prefix + fld_telephone, or a single fld_phone) → telefono, fld_email → email,
 * fld_msg → mensaje, fld_employees → cantidadEmpleados (a number, thousand dots removed). Every
 * other answer goes, unchanged, into unrecognizedAdditionalData. The business line is the form's.
 */
export const toContactFields = (
  answers: DynamicFormAnswers,
  definition: DynamicFormDefinition,
): DynamicContactFields => {
  const phone = [text(answers.fld_phone_prefix), text(answers.fld_telephone) || text(answers.fld_phone)]
    .filter(Boolean)
    .join(' ');
  const employees = parseThousands(text(answers.fld_employees));
  const unrecognized: UnrecognizedData = {};
  for (const [key, value] of Object.entries(answers)) {
    if ((CONTACT_KEYS as readonly string[]).includes(key)) continue;
    if (Array.isArray(value)) Object.assign(unrecognized, flattenItems(value));
    else if (value !== null && String(value).trim() !== '') unrecognized[key] = value;
  }
  return {
    tipo: definition.businessLineId ?? DYNAMIC_DEFAULT_BUSINESS_LINE,
    first_name: text(answers.fld_fullname),
    telefono: phone,
    email: text(answers.fld_email),
    mensaje: text(answers.fld_msg) || undefined,
    cantidadEmpleados: employees ?? undefined,
    unrecognizedAdditionalData: Object.keys(unrecognized).length > 0 ? unrecognized : undefined,
  };
};
