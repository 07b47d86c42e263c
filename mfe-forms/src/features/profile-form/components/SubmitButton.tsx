import { useTranslation } from 'react-i18next';
import type { SubmitPhase } from '../hooks/useSubmitPhase';
import { useHydrated } from '@qs/shared';

export interface SubmitButtonProps {
  phase: SubmitPhase;
  label: string;
}

/**
 * The profile form's submit (docs/product/forms.md#profile-form-rules): disabled with a spinner while it runs ('active'),
 * then '¡Listo!' with a check for 3 s after a valid submit, then its label again.
 */
export const SubmitButton = ({ phase, label }: SubmitButtonProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  return (
    <button
      type="submit"
      className={`qs-button qs-profile-form__submit qs-profile-form__submit--${phase}`}
      disabled={phase === 'running' || !live}
      aria-busy={phase === 'running' || undefined}
    >
      {phase === 'running' && <span className="qs-profile-form__submit-spinner" aria-hidden="true" />}
      {phase === 'finished' && (
        <span className="qs-profile-form__submit-check" aria-hidden="true">
          ✓
        </span>
      )}
      {phase === 'idle' ? label : t(`profileRules.submit.${phase}`)}
    </button>
  );
};
