import { useTranslation } from 'react-i18next';

export interface ActionButtonProps {
  label: string;
  submitting: boolean;
  /** The definition's validation script refused the answers. */
  scriptFailed: boolean;
}

/** The form's send button (an action-button field, or the form's own when the definition has none). */
export const ActionButton = ({ label, submitting, scriptFailed }: ActionButtonProps) => {
  const { t } = useTranslation('forms');
  const text = submitting ? t('dynamicForm.sending') : scriptFailed ? t('dynamicForm.verify') : label;
  return (
    // Never disabled while invalid: pressed, it shows what is missing. aria-disabled while sending keeps the focus
    // on it (the advisor's modal gives it back there); the form ignores a second press.
    <button type="submit" className="qs-button qs-dynamic__submit" aria-disabled={submitting}>
      {text}
    </button>
  );
};
