import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../../lib/thousands';
import { FieldError, FormField } from '../../../ui/FormField';
import type { ProfileFormField } from '../api/get-profile-form';
import { isNumeric, usesThousands } from '../model/field-tree';

export interface ControlProps {
  field: ProfileFormField;
  control: ControllerRenderProps<FieldValues, string>;
  id: string;
  error?: string;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const InputControl = ({ field, control, id, error }: ControlProps) => {
  const thousands = usesThousands(field);
  const number = isNumeric(field) && !thousands;
  return (
    <FormField id={id} label={field.label} error={error} hint={field.helper ?? undefined}>
      {(a11y) => (
        <input
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          type={number ? 'number' : 'text'}
          inputMode={isNumeric(field) ? 'numeric' : undefined}
          min={number ? (field.min ?? undefined) : undefined}
          max={number ? (field.max ?? undefined) : undefined}
          placeholder={field.placeholder ?? undefined}
          aria-required={field.required || undefined}
          value={text(control.value)}
          onChange={(event) => control.onChange(thousands ? formatThousands(event.target.value) : event.target.value)}
          onBlur={control.onBlur}
        />
      )}
    </FormField>
  );
};

export const SelectControl = ({ field, control, id, error }: ControlProps) => {
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
            <option key={String(option.value)} value={String(option.value)}>
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
