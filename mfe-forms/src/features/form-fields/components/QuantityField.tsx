import { FormField } from '../../../common/components/FormField';
import { boundControl, type FieldProps } from '../model/field-description';

export interface QuantityFieldProps extends FieldProps {
  /** The smallest quantity the number input offers. */
  min: number;
}

/** A whole number (docs/product/forms.md#field-types: dynamic quantity): a number input stepping by 1 from `min`. */
export const QuantityField = ({ id, field, control, error, min }: QuantityFieldProps) => (
  <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
    {(a11y) => (
      <input
        {...a11y}
        {...boundControl(field, control)}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        placeholder={field.placeholder ?? undefined}
      />
    )}
  </FormField>
);
