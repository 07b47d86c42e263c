import { useTranslation } from 'react-i18next';

export interface PdfLoadingProps {
  title: string;
  /** Whole percent downloaded, or null while unknown. */
  percent: number | null;
}

/** The loading spinner with the document's title, the percentage and a subtitle (docs/product/detail.md#pdf-viewer). */
export const PdfLoading = ({ title, percent }: PdfLoadingProps) => {
  const { t } = useTranslation('detail');
  return (
    <div className="qs-pdf-status" role="status" aria-live="polite">
      <span className="qs-spinner__dot" aria-hidden="true" />
      <p className="qs-pdf-status__title">{title}</p>
      <p>{percent === null ? t('pdf.loading') : t('pdf.loadingPercent', { percent })}</p>
      <p className="qs-pdf-status__subtitle">{t('pdf.subtitle')}</p>
    </div>
  );
};
