import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { textValue, useDynamicField } from '../hooks/useDynamicField';
import type { DynamicFieldProps } from './InputField';

/** A list of the definition's allowedValues; a value it does not offer is 'Selecciona un valor de la lista'. */
export const SelectField = ({ field, name }: DynamicFieldProps) => {
  const { t } = useTranslation('forms');
  const { id, control, error } = useDynamicField(field, name);
  return (
    <FormField id={id} label={field.label} error={error}>
      {(a11y) => (
        <select
          {...a11y}
          ref={control.ref}
          name={control.name}
          className="qs-field__control"
          aria-required={field.isRequired || undefined}
          value={textValue(control.value)}
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
