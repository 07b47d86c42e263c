import { useTranslation } from 'react-i18next';

export interface PdfErrorProps {
  onRetry: () => void;
}

/** The error image and detail.document.errorText, with a way to try again (docs/product/detail.md#pdf-viewer). */
export const PdfError = ({ onRetry }: PdfErrorProps) => {
  const { t } = useTranslation('detail');
  return (
    <div className="qs-pdf-status qs-pdf-status--error" role="alert">
      <svg
        className="qs-pdf-status__image"
        role="img"
        aria-label={t('pdf.errorImage')}
        viewBox="0 0 96 96"
        width="96"
        height="96"
      >
        <path d="M22 8h36l20 20v60H22z" fill="#F1F5F9" stroke="#94A3B8" strokeWidth="3" strokeLinejoin="round" />
        <path d="M58 8v20h20" fill="none" stroke="#94A3B8" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="50" cy="58" r="16" fill="#FEE2E2" stroke="#DC2626" strokeWidth="3" />
        <path d="M43 51l14 14M57 51L43 65" stroke="#DC2626" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{t('detail.document.errorText')}</p>
      <button type="button" className="qs-button" onClick={onRetry}>
        {t('pdf.retry')}
      </button>
    </div>
  );
};
