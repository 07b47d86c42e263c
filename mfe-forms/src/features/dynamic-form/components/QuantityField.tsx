import { FormField } from '../../../common/components/FormField';
import { textValue, useDynamicField } from '../hooks/useDynamicField';
import { DYNAMIC_QUANTITY_MIN } from '../model/field-rules';
import type { DynamicFieldProps } from './InputField';

/** Dynamic quantity (docs/product/forms.md#field-types): a whole number, at least 0. */
export const QuantityField = ({ field, name }: DynamicFieldProps) => {
  const { id, control, error } = useDynamicField(field, name);
  return (
    <FormField id={id} label={field.label} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          type="number"
          inputMode="numeric"
          min={DYNAMIC_QUANTITY_MIN}
          step={1}
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
