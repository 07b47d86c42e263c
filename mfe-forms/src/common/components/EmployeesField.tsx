import { EMPLOYEES_MAX_DIGITS } from '@qs/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../model/thousands';
import { FormField } from './FormField';

export interface EmployeesFieldProps {
  id: string;
  /** `register('employees')` of the form that owns the field. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The employee count of a company lead, grouped in thousands as the visitor types ('1.200'). */
export const EmployeesField = ({ id, registration, error }: EmployeesFieldProps) => {
  const { t } = useTranslation('forms');
  return (
    <FormField id={id} label={t('lead.fields.employees')} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          className="qs-field__control"
          inputMode="numeric"
          onChange={(event) => {
            event.target.value = formatThousands(event.target.value, EMPLOYEES_MAX_DIGITS);
            return registration.onChange(event);
          }}
        />
      )}
    </FormField>
  );
};
