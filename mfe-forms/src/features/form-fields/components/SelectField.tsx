import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { boundControl, type FieldProps } from '../model/field-description';

export interface SelectFieldProps extends FieldProps {
  /** Options shown but not choosable here (a spouse already chosen for another dependant). */
  disabledValues?: readonly string[];
}

/** A list of the field's options, with the placeholder (or 'Selecciona') as the empty choice. */
export const SelectField = ({ id, field, control, error, disabledValues = [] }: SelectFieldProps) => {
  const { t } = useTranslation('forms');
  return (
    <FormField id={id} label={field.label} error={error} hint={field.hint ?? undefined}>
      {(a11y) => (
        <select {...a11y} {...boundControl(field, control)}>
          <option value="">{field.placeholder ?? t('field.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option
              key={String(option.value)}
              value={String(option.value)}
              disabled={disabledValues.includes(String(option.value))}
            >
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
};
