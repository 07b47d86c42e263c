import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { makeEmployeesSchema, type EmployeesValues } from '../model/checkout-schemas';
import { useCheckoutMessages } from '../hooks/useCheckoutMessages';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { IdentityFields } from './IdentityFields';
import { StepForm } from './StepForm';

type Employee = EmployeesValues['employees'][number];

export interface EmployeeDataStepProps {
  /** As many as the company declared. */
  count: number;
  initial: Employee[] | undefined;
  onSave: (data: { employees: Employee[] }) => Promise<unknown>;
}

const blank = (): Employee => ({ name: '', documentType: 'CC', documentNumber: '', birthDate: '' });

/** One group of fields per employee the company declared: name, document and birth date. */
export const EmployeeDataStep = ({ count, initial, onSave }: EmployeeDataStepProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages = useCheckoutMessages();
  const schema = useMemo(() => makeEmployeesSchema(messages, new Date()), [messages]);
  const { register, handleSubmit, formState } = useForm<EmployeesValues>({
    resolver: zodResolver(schema),
    defaultValues: { employees: Array.from({ length: count }, (_, index) => initial?.[index] ?? blank()) },
  });
  const { saving, failure, run } = useStepSubmit();
  const submit = handleSubmit((values) => run(() => onSave(schema.parse(values))));
  return (
    <StepForm label={t('checkout.steps.employee-data')} onSubmit={submit} saving={saving} failure={failure}>
      <p className="qs-checkout__intro">{t('checkout.company.employeesIntro', { count })}</p>
      {Array.from({ length: count }, (_, index) => {
        const errors = formState.errors.employees?.[index];
        const prefix = `${id}-${index}`;
        return (
          <fieldset key={index} className="qs-checkout__person" aria-labelledby={`${prefix}-legend`}>
            <legend id={`${prefix}-legend`}>{t('checkout.company.employee', { number: index + 1 })}</legend>
            <FormField id={`${prefix}-name`} label={t('checkout.fields.name')} error={errors?.name?.message}>
              {(a11y) => (
                <input
                  {...a11y}
                  {...register(`employees.${index}.name`)}
                  className="qs-field__control"
                  autoComplete="off"
                />
              )}
            </FormField>
            <IdentityFields
              id={prefix}
              documentType={register(`employees.${index}.documentType`)}
              documentNumber={register(`employees.${index}.documentNumber`)}
              birthDate={register(`employees.${index}.birthDate`)}
              errors={{ documentNumber: errors?.documentNumber?.message, birthDate: errors?.birthDate?.message }}
            />
          </fieldset>
        );
      })}
    </StepForm>
  );
};
