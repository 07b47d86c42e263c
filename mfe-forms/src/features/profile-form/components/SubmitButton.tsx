import { useTranslation } from 'react-i18next';
import type { SubmitPhase } from '../hooks/useSubmitPhase';

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
  return (
    <button
      type="submit"
      className={`qs-button qs-profile-form__submit qs-profile-form__submit--${phase}`}
      disabled={phase === 'running'}
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
