import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { EmployeesField } from '../../../common/components/EmployeesField';
import { FormField } from '../../../common/components/FormField';
import { LeadSendControls } from '../../lead-outbox';
import type { PlanRequestState } from '../hooks/usePlanRequest';
import type { PurchaseValues } from '../model/purchase-schema';
import { useHydrated } from '@qs/shared';

export interface PlanRequestFormProps {
  request: PlanRequestState;
  planName: string;
}

/** Nombre, Teléfono, Email, Número de documento, (Cantidad de empleados), Mensaje and the send outcome. */
export const PlanRequestForm = ({ request, planName }: PlanRequestFormProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const id = useId();
  const { form, company, status, submit } = request;
  const { register, formState } = form;

  // Errors show once a field is dirty; a submit attempt shows them all (docs/product/forms.md#online-purchase).
  const errorOf = (name: keyof PurchaseValues): string | undefined => {
    const state = form.getFieldState(name, formState);
    return state.isDirty || state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };

  return (
    <form
      className="qs-purchase__form"
      noValidate
      aria-label={t('purchase.form.label', { plan: planName })}
      onSubmit={submit}
    >
      <FormField id={`${id}-name`} label={t('lead.fields.name')} error={errorOf('name')}>
        {(a11y) => <input {...a11y} {...register('name')} className="qs-field__control" autoComplete="name" />}
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
      <FormField id={`${id}-email`} label={t('lead.fields.email')} error={errorOf('email')}>
        {(a11y) => (
          <input {...a11y} {...register('email')} className="qs-field__control" type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField
        id={`${id}-document`}
        label={t('purchase.form.document')}
        hint={t('purchase.form.documentHint')}
        error={errorOf('document')}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('document')}
            className="qs-field__control"
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </FormField>
      {company && (
        <EmployeesField id={`${id}-employees`} registration={register('employees')} error={errorOf('employees')} />
      )}
      <FormField id={`${id}-message`} label={t('lead.fields.message')}>
        {(a11y) => (
          <textarea {...a11y} {...register('message')} className="qs-field__control" rows={3} maxLength={2000} />
        )}
      </FormField>
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
        submitLabel={t('purchase.form.submit')}
        block="qs-purchase"
      />
    </form>
  );
};
