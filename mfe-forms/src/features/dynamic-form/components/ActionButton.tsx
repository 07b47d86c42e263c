import { useTranslation } from 'react-i18next';
import { useHydrated } from '@qs/shared';

export interface ActionButtonProps {
  label: string;
  submitting: boolean;
  /** The definition's validation script refused the answers. */
  scriptFailed: boolean;
}

/** The form's send button (an action-button field, or the form's own when the definition has none). */
export const ActionButton = ({ label, submitting, scriptFailed }: ActionButtonProps) => {
  const { t } = useTranslation('forms');
  // A server-rendered form is sent only once the page is live: sent natively before, its fields would go in the URL.
  const live = useHydrated();
  const text = submitting ? t('dynamicForm.sending') : scriptFailed ? t('dynamicForm.verify') : label;
  return (
    // Never disabled while invalid: pressed, it shows what is missing. aria-disabled while sending keeps the focus
    // on it (the advisor's modal gives it back there); the form ignores a second press.
    <button type="submit" className="qs-button qs-dynamic__submit" aria-disabled={submitting} disabled={!live}>
      {text}
    </button>
  );
};
