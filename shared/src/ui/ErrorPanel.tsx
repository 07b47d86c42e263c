import { useTranslation } from 'react-i18next';
import './shared-ui.css';

export interface ErrorPanelProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** The generic error panel (docs/product/forms.md#error-panel) with its 'Reintentar' button. */
export const ErrorPanel = ({ title, description, onRetry }: ErrorPanelProps) => {
  const { t } = useTranslation('shared');
  return (
    <section className="qs-error-panel" role="alert">
      <h2 className="qs-error-panel__title">{title ?? t('errorPanel.title')}</h2>
      <p>{description ?? t('errorPanel.description')}</p>
      {onRetry && (
        <button type="button" className="qs-button" onClick={onRetry}>
          {t('errorPanel.retry')}
        </button>
      )}
    </section>
  );
};
