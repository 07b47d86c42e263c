import { useTranslation } from 'react-i18next';
import { formatCop, type PlanPrice } from '@qs/shared';

export interface PlanPriceTextProps {
  /** The plan's one price (useProfilePricing's `displayed`); null while the profile's price is on its way. */
  price: PlanPrice | null;
}

/**
 * How the plan page writes its price, in the header, the price tab, the request summary and the bottom bar
 * alike (docs/product/detail.md#header): 'Desde' for the starting price, 'Precio para tu perfil' for the profile's, then the
 * amount and the unit the API gives ('/mes', '/año', '/mes p/empl.', '/mes Total').
 */
export const PlanPriceText = ({ price }: PlanPriceTextProps) => {
  const { t } = useTranslation('detail');
  if (!price) return <span className="qs-plan-price qs-plan-price--loading">{t('detail.pricing')}</span>;
  return (
    <span className="qs-plan-price" data-price-basis={price.basis}>
      <span className="qs-plan-price__basis">
        {price.basis === 'profile' ? t('detail.forProfile') : t('detail.from')}
      </span>{' '}
      <strong className="qs-plan-price__amount">{formatCop(price.minPrice)}</strong>{' '}
      <span className="qs-plan-price__suffix">{price.suffix}</span>
    </span>
  );
};
