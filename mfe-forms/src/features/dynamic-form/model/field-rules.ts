import type { DynamicFormField } from '@qs/shared';
import { countryByName, countryByPrefix, type Country } from './countries';
import { fldTypeOf } from './definition';

export interface DynamicRuleMessages {
  required: string;
  notInList: string;
  /** A fldRegexp without a helper text. */
  invalid: string;
  min: (min: number) => string;
}

const patterns = new Map<string, RegExp | null>();

/**
 * A definition's fldRegexp as a RegExp. Compiled with the `u` flag, so \p{L} (a letter of any
 * script) works and "Zoë Nguyễn" is a name. A pattern that is only valid without `u` is used so;
 * one that does not compile at all is skipped with a warning (the server still validates).
 */
export const compilePattern = (source: string): RegExp | null => {
  if (patterns.has(source)) return patterns.get(source)!;
  let compiled: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      compiled = new RegExp(source, flags);
      break;
    } catch {
      // try the next flags
    }
  }
  if (!compiled) console.warn(`Dynamic form: fldRegexp does not compile: ${source}`);
  patterns.set(source, compiled);
  return compiled;
};

export const DYNAMIC_QUANTITY_MIN = 0;

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/**
 * The rules of one answer (docs/product/forms.md#dynamic-form): required ("Este campo es requerido"), an offered value ("Selecciona
 * un valor de la lista": select by value, phone prefix by prefix, a required country by name), a
 * dynamic quantity of at least 0, then the field's fldRegexp with its helper as the message.
 */
export const checkDynamicField = (
  field: DynamicFormField,
  value: unknown,
  messages: DynamicRuleMessages,
  countries: readonly Country[],
): true | string => {
  const text = textOf(value);
  if (text === '') return field.isRequired ? messages.required : true;
  switch (fldTypeOf(field)) {
    case 'select':
      if (!(field.allowedValues ?? []).some((option) => String(option.value) === text)) return messages.notInList;
      break;
    case 'phone-prefix':
      if (!countryByPrefix(countries, text)) return messages.notInList;
      break;
    case 'country':
      if (field.isRequired && !countryByName(countries, text)) return messages.notInList;
      break;
    case 'dynamic-quantity': {
      const number = Number(text);
      if (!Number.isInteger(number) || number < DYNAMIC_QUANTITY_MIN) return messages.min(DYNAMIC_QUANTITY_MIN);
      break;
    }
  }
  const pattern = field.fldRegexp ? compilePattern(field.fldRegexp) : null;
  if (pattern && !pattern.test(text)) return field.helper || messages.invalid;
  return true;
};
