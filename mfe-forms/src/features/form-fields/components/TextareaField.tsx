import { FormField } from '../../../common/components/FormField';
import { boundControl, type FieldProps } from '../model/field-description';

export const TextareaField = ({ id, field, control, error }: FieldProps) => (
  <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
    {(a11y) => (
      <textarea {...a11y} {...boundControl(field, control)} rows={3} placeholder={field.placeholder ?? undefined} />
    )}
  </FormField>
);
