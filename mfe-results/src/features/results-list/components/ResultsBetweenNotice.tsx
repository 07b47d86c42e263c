import { useTranslation } from 'react-i18next';
import type { CompareMetaData } from '@qs/shared';

export interface ResultsBetweenNoticeProps {
  meta: CompareMetaData;
  fromPrice: number | null;
  toPrice: number | null;
}

/** docs/product/results.md#price-range-notice: how many plans lie below, within and above the price range the visitor set. */
export const ResultsBetweenNotice = ({ meta, fromPrice, toPrice }: ResultsBetweenNoticeProps) => {
  const { t } = useTranslation('results');
  if (fromPrice === null && toPrice === null) return null;
  const below = meta.belowPriceLimit ?? 0;
  const above = meta.abovePriceLimit ?? 0;
  return (
    <div className="qs-between" role="status">
      <p className="qs-between__within">{t('between.within', { count: meta.total })}</p>
      {below > 0 && (
        <p>
          {t('between.below', { count: below })} <strong>{t('between.belowHint')}</strong>
        </p>
      )}
      {above > 0 && (
        <p>
          {t('between.above', { count: above })} <strong>{t('between.aboveHint')}</strong>
        </p>
      )}
    </div>
  );
};
