import { useTranslation } from 'react-i18next';
import type { PaginationMode } from '@qs/shared';

export interface PaginationProps {
  mode: PaginationMode;
  page: number;
  pageSize: number;
  total: number;
  /** Plans already shown (more-results mode). */
  loaded: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The page numbers around the current one, with gaps ('…') beyond the first and last. */
export const pageWindow = (page: number, pages: number): Array<number | 'gap'> => {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((item) => item >= 1 && item <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((item, index) => (index > 0 && item - shown[index - 1]! > 1 ? ['gap' as const, item] : [item]));
};

/**
 * docs/product/results.md#paging: controls only when the total exceeds the page size; numbered pages with previous
 * and next labels, or a more-results button while fewer plans than the total are shown.
 */
export const Pagination = ({ mode, page, pageSize, total, loaded, loading, onPage }: PaginationProps) => {
  const { t } = useTranslation('results');
  if (total <= pageSize) return null;
  if (mode === 'more') {
    if (loaded >= total) return null;
    return (
      <div className="qs-paging">
        <button
          type="button"
          className="qs-button qs-button--secondary"
          disabled={loading}
          onClick={() => onPage(page + 1)}
        >
          {t('paging.more')}
        </button>
        <p className="qs-paging__shown">{t('paging.shown', { loaded, total })}</p>
      </div>
    );
  }
  const pages = Math.ceil(total / pageSize);
  return (
    <nav className="qs-paging" aria-label={t('paging.label')}>
      <button
        type="button"
        className="qs-paging__step"
        disabled={page <= 1 || loading}
        onClick={() => onPage(page - 1)}
      >
        {t('paging.previous')}
      </button>
      <ol className="qs-paging__pages">
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="qs-paging__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: item })}
                disabled={loading}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="qs-paging__step"
        disabled={page >= pages || loading}
        onClick={() => onPage(page + 1)}
      >
        {t('paging.next')}
      </button>
    </nav>
  );
};
