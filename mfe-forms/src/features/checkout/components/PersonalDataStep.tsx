import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { DataAuthorisation } from '@qs/shared';
import { dataAuthorisation } from '../../../common/api/policy-version';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { FormField } from '../../../common/components/FormField';
import { makePersonalDataSchema, type PersonalDataValues } from '../model/checkout-schemas';
import { useCheckoutMessages } from '../hooks/useCheckoutMessages';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { IdentityFields } from './IdentityFields';
import { StepForm } from './StepForm';

/** The step as the API stores it, with the visitor's data authorisation (docs/security.md#data-authorisation). */
export type PersonalData = Omit<PersonalDataValues, 'autorizacionDatos'> & { autorizacionDatos: DataAuthorisation };

export interface PersonalDataStepProps {
  /** What was saved before (the visitor came back to correct it), or the stored profile's contact. */
  initial: Partial<Omit<PersonalDataValues, 'autorizacionDatos'>>;
  onSave: (values: PersonalData) => Promise<unknown>;
}

type TextField = 'name' | 'email' | 'phone' | 'address' | 'city';
const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
};

/** The holder's personal data: name, document, birth date, e-mail, phone and address. */
export const PersonalDataStep = ({ initial, onSave }: PersonalDataStepProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages = useCheckoutMessages();
  const schema = useMemo(() => makePersonalDataSchema(messages, new Date()), [messages]);
  const { register, handleSubmit, formState } = useForm<PersonalDataValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      documentType: 'CC',
      documentNumber: '',
      birthDate: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      ...initial,
      // Asked on every save, never carried over (docs/security.md#data-authorisation).
      autorizacionDatos: false,
    },
  });
  const { saving, failure, run } = useStepSubmit();
  const errorOf = (field: keyof PersonalDataValues) => formState.errors[field]?.message;
  const field = (name: TextField) => (
    <FormField key={name} id={`${id}-${name}`} label={t(`checkout.fields.${name}`)} error={errorOf(name)}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(name)}
          className="qs-field__control"
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[name]}
        />
      )}
    </FormField>
  );
  return (
    <StepForm
      label={t('checkout.steps.personal-data')}
      onSubmit={handleSubmit((values) =>
        run(async () => onSave({ ...schema.parse(values), autorizacionDatos: await dataAuthorisation() })),
      )}
      saving={saving}
      failure={failure}
    >
      {field('name')}
      <IdentityFields
        id={id}
        documentType={register('documentType')}
        documentNumber={register('documentNumber')}
        birthDate={register('birthDate')}
        errors={{ documentNumber: errorOf('documentNumber'), birthDate: errorOf('birthDate') }}
        birthDateAutoComplete="bday"
      />
      {field('email')}
      {field('phone')}
      {field('address')}
      {field('city')}
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={errorOf('autorizacionDatos')}
      />
    </StepForm>
  );
};
