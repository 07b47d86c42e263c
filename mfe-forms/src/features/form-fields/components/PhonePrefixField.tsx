import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../common/components/FormField';
import { boundControl, textValue, type CountryOption, type FieldProps } from '../model/field-description';
import { useRecheckOnNewList } from '../hooks/useRecheckOnNewList';
import './form-fields.css';

/** A null value gets the default back after this delay (docs/product/forms.md#field-types). */
export const PHONE_PREFIX_DEBOUNCE_MS = 300;

/**
 * The phone prefix (docs/product/forms.md#field-types): the visitor's country's prefix by default (CL when unknown). The
 * text clears on focus so another prefix can be typed or picked; leaving it empty restores the
 * default; a null value (a new or reset form) gets the default after 300 ms. Valid when it is the
 * prefix of a listed country.
 */
export interface PhonePrefixFieldProps extends FieldProps {
  /** The prefixes offered. */
  countries: readonly CountryOption[];
  /** The prefix a blank field gets back. */
  defaultPrefix?: string;
}

export const PhonePrefixField = ({
  id,
  field,
  control,
  error,
  countries,
  defaultPrefix: prefix,
}: PhonePrefixFieldProps) => {
  const { setValue } = useFormContext();
  const { name } = control;
  const listId = `${id}-prefixes`;

  useRecheckOnNewList(name, countries);

  useEffect(() => {
    if (control.value !== null || !prefix) return;
    // Not the visitor's change: the default does not make the field dirty.
    const timer = setTimeout(() => setValue(name, prefix, { shouldValidate: true }), PHONE_PREFIX_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [control.value, prefix, name, setValue]);

  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            {...boundControl(field, control)}
            className="qs-field__control qs-dynamic__prefix"
            type="text"
            inputMode="tel"
            autoComplete="tel-country-code"
            list={listId}
            // Clearing and restoring are the field's own moves, not the visitor's edits: they do not
            // make it dirty, so no error flashes while the visitor only passes through.
            onFocus={() => setValue(name, '', { shouldValidate: true })}
            onBlur={() => {
              if (textValue(control.value).trim() === '' && prefix) setValue(name, prefix, { shouldValidate: true });
              control.onBlur();
            }}
          />
          <datalist id={listId}>
            {countries.map((country) => (
              <option key={country.code} value={country.phonePrefix}>
                {`${country.name} (${country.phonePrefix})`}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
};
