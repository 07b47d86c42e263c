import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormField } from '@qs/shared';
import { formatThousands } from '../../../common/model/thousands';
import { FieldError, FormField } from '../../../common/components/FormField';
import { isNumeric, usesThousands } from '../model/field-tree';
import { limitDigits, MAX_NUMBER_DIGITS } from '../model/numeric-input';

export interface ControlProps {
  field: ProfileFormField;
  control: ControllerRenderProps<FieldValues, string>;
  id: string;
  error?: string;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const nextValue = (field: ProfileFormField, previous: string, typed: string): string => {
  if (usesThousands(field)) return formatThousands(typed);
  return isNumeric(field) ? limitDigits(previous, typed) : typed;
};

/**
 * A text or number input. Numbers are typed as digits only (a text input with the numeric
 * keyboard: a number input would accept 'e', '-' and '.' and hide what was typed): at most
 * 3 digits (docs/product/forms.md#profile-form-rules), except counts with thousand dots.
 */
export const InputControl = ({ field, control, id, error }: ControlProps) => {
  const digitsOnly = isNumeric(field) && !usesThousands(field);
  return (
    <FormField id={id} label={field.label} error={error} hint={field.helper ?? undefined}>
      {(a11y) => (
        <input
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          type="text"
          inputMode={isNumeric(field) ? 'numeric' : undefined}
          maxLength={digitsOnly ? MAX_NUMBER_DIGITS : undefined}
          autoComplete="off"
          placeholder={field.placeholder ?? undefined}
          aria-required={field.required || undefined}
          value={text(control.value)}
          onChange={(event) => control.onChange(nextValue(field, text(control.value), event.target.value))}
          onBlur={control.onBlur}
        />
      )}
    </FormField>
  );
};

export interface SelectControlProps extends ControlProps {
  /** Options shown but not choosable here (a spouse already chosen for another dependant). */
  disabledValues?: string[];
}

export const SelectControl = ({ field, control, id, error, disabledValues = [] }: SelectControlProps) => {
  const { t } = useTranslation('forms');
  return (
    <FormField id={id} label={field.label} error={error} hint={field.helper ?? undefined}>
      {(a11y) => (
        <select
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          aria-required={field.required || undefined}
          value={text(control.value)}
          onChange={(event) => control.onChange(event.target.value)}
          onBlur={control.onBlur}
        >
          <option value="">{field.placeholder ?? t('field.choose')}</option>
          {(field.allowedValues ?? []).map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={disabledValues.includes(String(option.value))}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
};

export const RadioControl = ({ field, control, id, error }: ControlProps) => {
  const errorId = `${id}-error`;
  return (
    <fieldset className="qs-field__choices" aria-describedby={error ? errorId : undefined}>
      <legend>{field.label}</legend>
      {(field.allowedValues ?? []).map((option, index) => (
        <label key={String(option.value)} className="qs-field__choice">
          <input
            ref={index === 0 ? control.ref : undefined}
            type="radio"
            name={control.name}
            value={String(option.value)}
            checked={text(control.value) === String(option.value)}
            aria-invalid={Boolean(error)}
            onChange={() => control.onChange(String(option.value))}
            onBlur={control.onBlur}
          />
          {option.label}
        </label>
      ))}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
};

export const CheckboxControl = ({ field, control, id, error }: ControlProps) => {
  const errorId = `${id}-error`;
  return (
    <div className="qs-field">
      <label className="qs-field__choice" htmlFor={id}>
        <input
          ref={control.ref}
          id={id}
          type="checkbox"
          name={control.name}
          checked={control.value === true}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => control.onChange(event.target.checked)}
          onBlur={control.onBlur}
        />
        {field.label}
      </label>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
