import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type Comparator } from '@qs/shared';
import { useComparatorReviews, useRetryWithPage } from '../hooks/useComparatorInfo';

export interface ComparatorReviewsProps {
  comparator: Comparator;
  /** Changes each time the visitor retries the page; reviews that failed are then asked again. */
  retryToken?: number;
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * What the visitors who compared said (docs/product/results.md#comparator-reviews): their score out of 10 (6,2
 * before the first review, as the API answers it) and how many reviewed. Holds its place while it loads.
 */
export const ComparatorReviews = ({ comparator, retryToken = 0 }: ComparatorReviewsProps) => {
  const { t } = useTranslation('results');
  const { state, retry } = useComparatorReviews(comparator.slug);
  useRetryWithPage(retryToken, state.status === 'error', retry);
  const titleId = useId();
  if (state.status === 'loading')
    return <div className="qs-comparator-reviews qs-comparator-reviews--loading" aria-busy="true" />;
  if (state.status !== 'ready' || state.value === null) return null;
  const { count, score } = state.value;
  const shownScore = formatNumber(score, ONE_DECIMAL);
  return (
    <section className="qs-comparator-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="qs-comparator-reviews__title">
        {t('comparatorInfo.reviews.title')}
      </h2>
      <p className="qs-comparator-reviews__summary">
        <span
          className="qs-comparator-reviews__score"
          role="img"
          aria-label={t('comparatorInfo.reviews.score', { score: shownScore })}
        >
          <span className="qs-comparator-reviews__value">{shownScore}</span>
          <span className="qs-comparator-reviews__scale">/10</span>
        </span>
        <span className="qs-comparator-reviews__count">
          {count === 0
            ? t('comparatorInfo.reviews.none')
            : t('comparatorInfo.reviews.count', { count, formatted: formatNumber(count) })}
        </span>
      </p>
    </section>
  );
};
