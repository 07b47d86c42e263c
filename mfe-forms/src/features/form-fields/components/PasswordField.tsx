import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { textValue, type FieldProps } from '../model/field-description';
import './form-fields.css';

/** The password is applied 500 ms after the last keystroke (docs/product/forms.md#field-types). */
export const PASSWORD_DEBOUNCE_MS = 500;

/**
 * A password (docs/product/forms.md#field-types): trimmed, applied to the form 500 ms after typing stops (and at once when
 * the visitor leaves the field, so a quick submit never sends a stale value); a toggle shows it.
 */
export const PasswordField = ({ id, field, control, error }: FieldProps) => {
  const { t } = useTranslation('forms');
  const [text, setText] = useState(() => textValue(control.value));
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { onChange } = control;

  const apply = (value: string) => {
    clearTimeout(timer.current);
    onChange(value.trim());
  };

  // A reset of the form empties the field too.
  useEffect(() => {
    if (textValue(control.value) === '') setText((current) => (current.trim() === '' ? current : ''));
  }, [control.value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
      {(a11y) => (
        <div className="qs-dynamic__password">
          <input
            {...a11y}
            ref={control.ref}
            name={control.name}
            className="qs-field__control"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={field.placeholder ?? undefined}
            aria-required={field.required || undefined}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => apply(value), PASSWORD_DEBOUNCE_MS);
            }}
            onBlur={() => {
              apply(text);
              control.onBlur();
            }}
          />
          <button
            type="button"
            className="qs-button qs-button--secondary"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {t('dynamicForm.password.toggle')}
          </button>
        </div>
      )}
    </FormField>
  );
};
