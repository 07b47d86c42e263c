import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@qs/shared';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { FormField } from '../../../common/components/FormField';
import { LeadSendControls } from '../../lead-outbox';
import type { RequestOptions } from '../api/additional-insurance-api';
import type { AdditionalInsuranceRequestState } from '../hooks/useAdditionalInsuranceRequest';
import type { RequestValues } from '../model/request-schema';
import { ChoiceFields } from './ChoiceFields';

export interface AdditionalInsuranceFormProps {
  request: AdditionalInsuranceRequestState;
  options: RequestOptions;
}

/** The request: the visitor's plan and what they want added, then who they are, and the data authorisation. */
export const AdditionalInsuranceForm = ({ request, options }: AdditionalInsuranceFormProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const id = useId();
  const { form, status, submit } = request;
  const { register, formState } = form;

  // Errors show once a field is dirty or touched; a submit attempt shows them all (docs/product/forms.md#field-rules).
  const errorOf = (name: keyof RequestValues): string | undefined => {
    const state = form.getFieldState(name, formState);
    return state.isDirty || state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };
  const text = (name: 'name' | 'email', autoComplete: string, type = 'text') => (
    <FormField id={`${id}-${name}`} label={t(`lead.fields.${name}`)} error={errorOf(name)}>
      {(a11y) => (
        <input {...a11y} {...register(name)} className="qs-field__control" type={type} autoComplete={autoComplete} />
      )}
    </FormField>
  );

  return (
    <form className="qs-additional__form" noValidate aria-label={t('additionalInsurance.form.label')} onSubmit={submit}>
      <fieldset className="qs-additional__group">
        <legend>{t('additionalInsurance.form.plan')}</legend>
        <ChoiceFields id={id} form={form} options={options} errorOf={errorOf} />
      </fieldset>
      <fieldset className="qs-additional__group">
        <legend>{t('additionalInsurance.form.person')}</legend>
        {text('name', 'name')}
        <FormField
          id={`${id}-document`}
          label={t('additionalInsurance.fields.document')}
          hint={t('purchase.form.documentHint')}
          error={errorOf('document')}
        >
          {(a11y) => <input {...a11y} {...register('document')} className="qs-field__control" inputMode="numeric" />}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t('lead.fields.phone')}
          hint={t('lead.fields.phoneHint')}
          error={errorOf('phone')}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register('phone')}
              className="qs-field__control"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </FormField>
        {text('email', 'email', 'email')}
        <FormField id={`${id}-message`} label={t('lead.fields.message')}>
          {(a11y) => (
            <textarea {...a11y} {...register('message')} className="qs-field__control" rows={3} maxLength={2000} />
          )}
        </FormField>
      </fieldset>
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={errorOf('autorizacionDatos')}
      />
      <LeadSendControls
        status={status}
        serverError={request.serverError}
        valid={formState.isValid}
        live={live}
        submitLabel={t('additionalInsurance.form.submit')}
        block="qs-additional"
      />
    </form>
  );
};
