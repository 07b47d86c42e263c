import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { DynamicFormField } from '@qs/shared';
import { checkDynamicField } from '../model/field-rules';
import { useDynamicFormContext } from './dynamic-form-context';

/**
 * One answer bound to react-hook-form with the definition's rules. docs/product/forms.md#dynamic-form: the error shows only
 * once the field is dirty — in the product's sense (docs/product/forms.md#dynamic-form): the visitor has edited it, even if the text is now
 * back to where it started. react-hook-form's isDirty is not that: it hides "Este campo es requerido"
 * for a name typed and erased, and it marks a phone prefix the form filled in itself as dirty when it
 * recomputes the form's dirty fields. A reset form remounts its fields, which forgets the edits.
 */
export const useDynamicField = (field: DynamicFormField, name: string) => {
  const context = useDynamicFormContext();
  const id = useId();
  const [edited, setEdited] = useState(false);
  const { field: controller, fieldState } = useController({
    name,
    rules: { validate: (value) => checkDynamicField(field, value, context.messages, context.countries) },
  });
  const control = {
    ...controller,
    /** The visitor's edit (programmatic defaults go through setValue and are not edits). */
    onChange: (value: unknown) => {
      setEdited(true);
      controller.onChange(value);
    },
  };
  const error = edited ? fieldState.error?.message : undefined;
  return { id, control, error, context };
};
