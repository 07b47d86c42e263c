import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { boundControl, type CountryOption, type FieldProps } from '../model/field-description';
import { useRecheckOnNewList } from '../hooks/useRecheckOnNewList';
import './form-fields.css';

/** The site's own flag images (api/src/routes/organizations/flag-image.ts); no third-party host. */
export const flagUrl = (code: string): string => `/api/images/flags/${code.toLowerCase()}.svg`;

/**
 * A country typed or picked by name (docs/product/forms.md#field-types): a required one starts as the visitor's
 * country; the flag of the chosen country shows beside it. The answer is the country's code.
 */
export interface CountryFieldProps extends FieldProps {
  /** The countries offered by name. */
  countries: readonly CountryOption[];
  /** The country the value names, whose flag shows beside it. */
  chosen?: CountryOption;
  /** The name an empty (null) value gets. */
  fallback?: string;
}

export const CountryField = ({ id, field, control, error, countries, chosen, fallback }: CountryFieldProps) => {
  const { t } = useTranslation('forms');
  const { setValue } = useFormContext();
  const { name } = control;
  const listId = `${id}-countries`;

  useRecheckOnNewList(name, countries);

  useEffect(() => {
    if (control.value === null && fallback) setValue(name, fallback, { shouldValidate: true });
  }, [control.value, fallback, name, setValue]);

  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
      {(a11y) => (
        <div className="qs-dynamic__country">
          {chosen ? (
            <img
              className="qs-dynamic__flag"
              src={flagUrl(chosen.code)}
              alt={t('dynamicForm.country.flag', { country: chosen.name })}
              width={30}
              height={20}
            />
          ) : (
            <span className="qs-dynamic__flag" aria-hidden="true" />
          )}
          <input
            {...a11y}
            {...boundControl(field, control)}
            type="text"
            autoComplete="country-name"
            list={listId}
            placeholder={field.placeholder ?? undefined}
          />
          <datalist id={listId}>
            {countries.map((country) => (
              <option key={country.code} value={country.name} />
            ))}
          </datalist>
        </div>
      )}
    </FormField>
  );
};
