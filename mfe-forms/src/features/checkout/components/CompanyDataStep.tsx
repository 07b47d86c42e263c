import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { DataAuthorisation } from '@qs/shared';
import { dataAuthorisation } from '../../../common/api/policy-version';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { FormField } from '../../../common/components/FormField';
import { makeCompanySchema, type CompanyValues } from '../model/checkout-schemas';
import { useCheckoutMessages } from '../hooks/useCheckoutMessages';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { StepForm } from './StepForm';

/** The company's data as the API stores it. */
export interface CompanyData {
  companyName: string;
  nit: string;
  contactName: string;
  email: string;
  phone: string;
  employees: number;
  /** The visitor's data authorisation (docs/security.md#data-authorisation). */
  autorizacionDatos: DataAuthorisation;
}

export interface CompanyDataStepProps {
  initial: Partial<Omit<CompanyData, 'autorizacionDatos'>>;
  planMinimum: number;
  onSave: (data: CompanyData) => Promise<unknown>;
}

const FIELDS = [
  ['companyName', 'organization', 'text'],
  ['nit', 'off', 'text'],
  ['contactName', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['employees', 'off', 'number'],
] as const;

/** The company: its name, NIT with the check digit, who is in contact, and how many employees it insures. */
export const CompanyDataStep = ({ initial, planMinimum, onSave }: CompanyDataStepProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages = useCheckoutMessages();
  const schema = useMemo(() => makeCompanySchema(messages, planMinimum), [messages, planMinimum]);
  const { register, handleSubmit, formState } = useForm<CompanyValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      companyName: '',
      nit: '',
      contactName: '',
      email: '',
      phone: '',
      ...initial,
      employees: initial.employees === undefined ? '' : String(initial.employees),
      autorizacionDatos: false,
    },
  });
  const { saving, failure, run } = useStepSubmit();
  const submit = handleSubmit((values) =>
    run(async () =>
      onSave({
        ...schema.parse(values),
        employees: Number(values.employees),
        autorizacionDatos: await dataAuthorisation(),
      }),
    ),
  );
  return (
    <StepForm label={t('checkout.steps.company-data')} onSubmit={submit} saving={saving} failure={failure}>
      {FIELDS.map(([name, autoComplete, type]) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`checkout.company.${name}`)}
          error={formState.errors[name]?.message}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register(name)}
              className="qs-field__control"
              type={type}
              autoComplete={autoComplete}
              {...(type === 'number' && { min: 1, inputMode: 'numeric' as const })}
            />
          )}
        </FormField>
      ))}
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={formState.errors.autorizacionDatos?.message}
      />
    </StepForm>
  );
};
