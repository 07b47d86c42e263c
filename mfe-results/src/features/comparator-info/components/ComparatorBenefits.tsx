import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparator } from '@qs/shared';
import { BenefitIcon } from '../../../common/components/BenefitIcon';
import { useComparatorBenefits, useRetryWithPage } from '../hooks/useComparatorInfo';

export interface ComparatorBenefitsProps {
  comparator: Comparator;
  /** Changes each time the visitor retries the page; benefits that failed are then asked again. */
  retryToken?: number;
}

/**
 * The comparator's benefits (docs/product/results.md#comparator-benefits): a heading and one item per active
 * benefit, its icon, title and text. While they load a box holds their place; without benefits nothing shows.
 */
export const ComparatorBenefits = ({ comparator, retryToken = 0 }: ComparatorBenefitsProps) => {
  const { t } = useTranslation('results');
  const { state, retry } = useComparatorBenefits(comparator.slug);
  useRetryWithPage(retryToken, state.status === 'error', retry);
  const titleId = useId();
  if (state.status === 'loading')
    return <div className="qs-comparator-benefits qs-comparator-benefits--loading" aria-busy="true" />;
  if (state.status !== 'ready' || state.value.length === 0) return null;
  return (
    <section className="qs-comparator-benefits" aria-labelledby={titleId}>
      <h2 id={titleId} className="qs-comparator-benefits__title">
        {t('comparatorInfo.benefits.title', { context: comparator.slug })}
      </h2>
      <ul className="qs-comparator-benefits__list">
        {state.value.map((benefit, index) => (
          <li key={`${index}:${benefit.title}`} className="qs-comparator-benefits__item">
            <span className="qs-comparator-benefits__icon">
              <BenefitIcon name={benefit.icon} size={24} />
            </span>
            <h3 className="qs-comparator-benefits__name">{benefit.title}</h3>
            {benefit.description && <p className="qs-comparator-benefits__text">{benefit.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
};
