import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@qs/shared';

export interface StepFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The API's refusal or the lost connection, shown above the button. */
  failure: string | null;
  submitLabel?: string;
  children: ReactNode;
}

/** A purchase step's form: its fields, what the API answered when it refused, and 'Guardar y continuar'. */
export const StepForm = ({ label, onSubmit, saving, failure, submitLabel, children }: StepFormProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  return (
    <form className="qs-checkout__form" noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
      {failure && (
        <p className="qs-checkout__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="qs-button qs-checkout__submit" disabled={saving || !live}>
        {saving ? t('checkout.saving') : (submitLabel ?? t('checkout.continue'))}
      </button>
    </form>
  );
};
