import { useTranslation } from 'react-i18next';
import './shared-ui.css';

export interface SpinnerProps {
  label?: string;
  /** Reserved height, so the page does not jump when the content arrives. */
  minHeight?: number;
}

export const Spinner = ({ label, minHeight }: SpinnerProps) => {
  const { t } = useTranslation('shared');
  return (
    <div className="qs-spinner" role="status" aria-live="polite" style={minHeight ? { minHeight } : undefined}>
      <span className="qs-spinner__dot" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
};
