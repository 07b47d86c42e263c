import type { ProfileFormField } from '@qs/shared';
import { parseThousands } from '../../../common/model/thousands';
import { isNumeric, usesThousands } from './field-tree';

export interface RuleMessages {
  required: string;
  notInList: string;
  min: (min: number) => string;
  max: (max: number) => string;
}

const toNumber = (field: ProfileFormField, text: string): number | null => {
  if (usesThousands(field)) return parseThousands(text);
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const hasList = (field: ProfileFormField): boolean =>
  (field.fieldType.fldType === 'select' || field.fieldType.fldType === 'radio') && Boolean(field.allowedValues?.length);

/**
 * The definition's required/min/max for one value (docs/product/forms.md#profile-form: field types).
 * Returns true or the message to show.
 */
export const checkLeaf = (field: ProfileFormField, value: unknown, messages: RuleMessages): true | string => {
  if (field.fieldType.fldType === 'checkbox') return field.required && value !== true ? messages.required : true;
  const text = String(value ?? '').trim();
  if (text === '') return field.required ? messages.required : true;
  if (hasList(field) && !field.allowedValues!.some((option) => String(option.value) === text))
    return messages.notInList;
  if (!isNumeric(field)) return true;
  const number = toNumber(field, text);
  if (number === null) return messages.required;
  if (typeof field.min === 'number' && number < field.min) return messages.min(field.min);
  if (typeof field.max === 'number' && number > field.max) return messages.max(field.max);
  return true;
};
