import type { DynamicFormField } from '@qs/shared';
import { formatThousands } from '../../../common/model/thousands';
import { FormField } from '../../../common/components/FormField';
import { textValue, useDynamicField } from '../hooks/useDynamicField';

export interface DynamicFieldProps {
  field: DynamicFormField;
  /** The react-hook-form name: the fldName, or `{array}.{index}.{fldName}` inside an array. */
  name: string;
}

const INPUT_TYPES = ['text', 'tel', 'email', 'date', 'number', 'url'];
const AUTOCOMPLETE: Record<string, string> = { fld_fullname: 'name', fld_email: 'email', fld_telephone: 'tel-national' };

/** A text-like input (text, tel, email, date, number); mask "thousands" writes 1.200. */
export const InputField = ({ field, name }: DynamicFieldProps) => {
  const { id, control, error } = useDynamicField(field, name);
  const inputType = field.fieldType.inputType ?? 'text';
  const thousands = field.mask === 'thousands';
  return (
    <FormField id={id} label={field.label} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          type={INPUT_TYPES.includes(inputType) ? inputType : 'text'}
          inputMode={thousands || inputType === 'number' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field.fldName]}
          placeholder={field.placeholder ?? undefined}
          aria-required={field.isRequired || undefined}
          value={textValue(control.value)}
          onChange={(event) => control.onChange(thousands ? formatThousands(event.target.value) : event.target.value)}
          onBlur={control.onBlur}
        />
      )}
    </FormField>
  );
};
