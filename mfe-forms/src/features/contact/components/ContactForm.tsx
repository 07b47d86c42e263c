import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { EmployeesField } from '../../../common/components/EmployeesField';
import { FormField } from '../../../common/components/FormField';
import { ServerErrorBox } from '../../../common/components/ServerErrorBox';
import type { ContactFormState } from '../hooks/useContactForm';
import { ContactOutcome } from './ContactOutcome';
import type { ContactValues } from '../model/contact-schema';
import { useHydrated } from '@qs/shared';

export interface ContactFormProps {
  contact: ContactFormState;
}

/** Nombre, Teléfono, Email, (Cantidad de empleados), Mensaje, and the send outcome. */
export const ContactForm = ({ contact }: ContactFormProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const id = useId();
  const { form, isGroup, status, submit } = contact;
  const { register, formState } = form;
  const sending = status.kind === 'sending';

  // Errors appear only once the visitor has been in the field (docs/product/forms.md#field-rules), or tried to send.
  const errorOf = (name: keyof ContactValues): string | undefined => {
    const state = form.getFieldState(name, formState);
    return state.isDirty || state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };
  // 'Enviar' is never silently disabled: a send with fields left to fix names them (in the form's order).
  const fieldLabels: [keyof ContactValues, string][] = [
    ['name', t('lead.fields.name')],
    ['phone', t('lead.fields.phone')],
    ['email', t('lead.fields.email')],
    ['employees', t('lead.fields.employees')],
    ['message', t('lead.fields.message')],
    ['autorizacionDatos', t('authorisation.fieldName')],
  ];
  const toFix = formState.isSubmitted
    ? fieldLabels.filter(([name]) => formState.errors[name]).map(([, label]) => label)
    : [];

  return (
    <form className="qs-contact__form" noValidate aria-label={t('contact.formLabel')} onSubmit={submit}>
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
      {isGroup && (
        <EmployeesField id={`${id}-employees`} registration={register('employees')} error={errorOf('employees')} />
      )}
      <FormField id={`${id}-message`} label={t('lead.fields.message')} error={errorOf('message')}>
        {(a11y) => <textarea {...a11y} {...register('message')} className="qs-field__control" rows={3} />}
      </FormField>
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={errorOf('autorizacionDatos')}
      />
      <ContactOutcome status={status} />
      <ServerErrorBox error={contact.serverError} />
      {toFix.length > 0 && (
        <p className="qs-contact__missing" role="alert">
          {t('contact.missing', { fields: new Intl.ListFormat('es', { type: 'conjunction' }).format(toFix) })}
        </p>
      )}
      {/* aria-disabled, not disabled, while sending: the focus stays on the button, so the advisor's modal
          gives it back there when it closes (a second press is ignored by the form's state). */}
      <button type="submit" className="qs-button qs-contact__submit" aria-disabled={sending} disabled={!live}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
};
