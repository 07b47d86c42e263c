import { useTranslation } from 'react-i18next';
import { BenefitIcon } from '../../../common/components/BenefitIcon';
import type { BenefitCategory } from '../model/types';

/** docs/product/results.md#lazy-card-info: 4 benefit icons in grid, 15 in list, then '+N'. */
export const ICONS_BY_VIEW = { grid: 4, list: 15 } as const;

export interface BenefitIconsProps {
  categories: readonly BenefitCategory[];
  view: keyof typeof ICONS_BY_VIEW;
}

export const BenefitIcons = ({ categories, view }: BenefitIconsProps) => {
  const { t } = useTranslation('results');
  const benefits = categories.flatMap((category) => category.coverages);
  const limit = ICONS_BY_VIEW[view];
  const hidden = benefits.length - limit;
  return (
    <ul className="qs-benefits" aria-label={t('lazyInfo.benefits')}>
      {benefits.slice(0, limit).map((benefit) => (
        <li key={benefit.id} className="qs-benefits__item">
          <BenefitIcon name={benefit.icon} label={benefit.insuranceBenefit} />
        </li>
      ))}
      {hidden > 0 && (
        <li className="qs-benefits__more">
          <span aria-hidden="true">{t('lazyInfo.more', { count: hidden })}</span>
          <span className="qs-visually-hidden">{t('lazyInfo.moreLabel', { count: hidden })}</span>
        </li>
      )}
    </ul>
  );
};
