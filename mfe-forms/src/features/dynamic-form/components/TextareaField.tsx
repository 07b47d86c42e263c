import { FormField } from '../../../common/components/FormField';
import { textValue, useDynamicField } from '../hooks/useDynamicField';
import type { DynamicFieldProps } from './InputField';

export const TextareaField = ({ field, name }: DynamicFieldProps) => {
  const { id, control, error } = useDynamicField(field, name);
  return (
    <FormField id={id} label={field.label} error={error}>
      {(a11y) => (
        <textarea
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          rows={3}
          placeholder={field.placeholder ?? undefined}
          aria-required={field.isRequired || undefined}
          value={textValue(control.value)}
          onChange={(event) => control.onChange(event.target.value)}
          onBlur={control.onBlur}
        />
      )}
    </FormField>
  );
};
