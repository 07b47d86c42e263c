import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  pages: number;
  /** Link of a page, e.g. paths.landingList.getHref('EPS', 2). */
  hrefFor: (page: number) => string;
}

/** Previous / next paging with 'Página X de Y'; nothing when everything fits on one page. */
export const Pager = ({ page, pages, hrefFor }: PagerProps) => {
  const { t } = useTranslation('content');
  if (pages <= 1) return null;
  const status = t('pager.status', { page, pages });
  return (
    <nav className="qs-pager" aria-label={t('pager.label')}>
      {page > 1 && <Link to={hrefFor(Math.min(page - 1, pages))}>{t('pager.previous')}</Link>}
      <span>{status}</span>
      {page < pages && <Link to={hrefFor(page + 1)}>{t('pager.next')}</Link>}
    </nav>
  );
};
