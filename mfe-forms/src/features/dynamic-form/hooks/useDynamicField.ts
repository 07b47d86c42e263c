import { useId } from 'react';
import { useController } from 'react-hook-form';
import { checkDynamicField } from '../model/field-rules';
import type { DynamicFormField } from '../model/definition';
import { useDynamicFormContext } from './dynamic-form-context';

/**
 * One answer bound to react-hook-form with the definition's rules. Seed 001 §5: the error shows
 * only once the field is dirty.
 */
export const useDynamicField = (field: DynamicFormField, name: string) => {
  const context = useDynamicFormContext();
  const id = useId();
  const { field: control, fieldState } = useController({
    name,
    rules: { validate: (value) => checkDynamicField(field, value, context.messages, context.countries) },
  });
  const error = fieldState.isDirty ? fieldState.error?.message : undefined;
  return { id, control, error, context };
};

export const textValue = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
