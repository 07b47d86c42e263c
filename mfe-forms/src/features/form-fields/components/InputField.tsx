import { FormField } from '../../../common/components/FormField';
import { formatThousands } from '../../../common/model/thousands';
import { boundControl, textValue, type FieldProps } from '../model/field-description';
import { limitDigits } from '../model/numeric-input';

const INPUT_TYPES = ['text', 'tel', 'email', 'date', 'number', 'url'];

export interface InputFieldProps extends FieldProps {
  /** The input's type (text, tel, email, date, number, url); any other is text. */
  type?: string;
  /** The numeric keyboard. */
  numeric?: boolean;
  /** A count with thousand dots as it is typed ('1.200'). */
  thousands?: boolean;
  /** Digits only, at most this many: a keystroke that would make it longer is ignored. */
  maxDigits?: number;
  autoComplete?: string;
}

/**
 * A text or number input. Numbers with `maxDigits` are typed as digits only (a text input with the numeric
 * keyboard: a number input would accept 'e', '-' and '.' and hide what was typed); `thousands` writes 1.200.
 */
export const InputField = ({
  id,
  field,
  control,
  error,
  type = 'text',
  numeric,
  thousands,
  maxDigits,
  autoComplete,
}: InputFieldProps) => {
  const nextValue = (typed: string): string => {
    if (thousands) return formatThousands(typed);
    return maxDigits === undefined ? typed : limitDigits(textValue(control.value), typed, maxDigits);
  };
  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
      {(a11y) => (
        <input
          {...a11y}
          {...boundControl(field, control)}
          type={INPUT_TYPES.includes(type) ? type : 'text'}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={maxDigits}
          autoComplete={autoComplete}
          placeholder={field.placeholder ?? undefined}
          onChange={(event) => control.onChange(nextValue(event.target.value))}
        />
      )}
    </FormField>
  );
};
