import { useTranslation } from 'react-i18next';

export interface ActionButtonProps {
  label: string;
  /** Disabled while the form is invalid (docs/product/forms.md#field-types). */
  invalid: boolean;
  submitting: boolean;
  /** The definition's validation script refused the answers. */
  scriptFailed: boolean;
}

/** The form's send button (an action-button field, or the form's own when the definition has none). */
export const ActionButton = ({ label, invalid, submitting, scriptFailed }: ActionButtonProps) => {
  const { t } = useTranslation('forms');
  const text = submitting ? t('dynamicForm.sending') : scriptFailed ? t('dynamicForm.verify') : label;
  return (
    <button type="submit" className="qs-button qs-dynamic__submit" disabled={invalid || submitting}>
      {text}
    </button>
  );
};
