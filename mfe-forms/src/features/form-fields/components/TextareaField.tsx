import { FormField } from '../../../common/components/FormField';
import { textValue, type FieldProps } from '../model/field-description';

export const TextareaField = ({ id, field, control, error }: FieldProps) => (
  <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
    {(a11y) => (
      <textarea
        {...a11y}
        ref={control.ref}
        name={control.name}
        className="qs-field__control"
        rows={3}
        placeholder={field.placeholder ?? undefined}
        aria-required={field.required || undefined}
        value={textValue(control.value)}
        onChange={(event) => control.onChange(event.target.value)}
        onBlur={control.onBlur}
      />
    )}
  </FormField>
);
