import { useTranslation } from 'react-i18next';
import type { PageNavigation } from '../model/page-plan';

export interface PdfNavigationProps {
  navigation: PageNavigation;
  onGo: (page: number) => void;
}

/** The modal's previous/next buttons and its 'page/total' indicator. */
export const PdfNavigation = ({ navigation, onGo }: PdfNavigationProps) => {
  const { t } = useTranslation('detail');
  const { page, canGoBack, canGoForward, label } = navigation;
  return (
    <nav className="qs-pdf-nav" aria-label={t('pdf.navigation')}>
      <button
        type="button"
        className="qs-button qs-pdf-nav__button"
        disabled={!canGoBack}
        onClick={() => onGo(page - 1)}
      >
        {t('pdf.previous')}
      </button>
      <span className="qs-pdf-nav__indicator" aria-live="polite">
        {label}
      </span>
      <button
        type="button"
        className="qs-button qs-pdf-nav__button"
        disabled={!canGoForward}
        onClick={() => onGo(page + 1)}
      >
        {t('pdf.next')}
      </button>
    </nav>
  );
};
