import { useTranslation } from 'react-i18next';
import { formatCop, type PlanCard, type PlanPrice } from '@qs/shared';

export interface CardPriceProps {
  plan: PlanCard;
  /** The plan's one price: the card's own, or the same answer priced lazily for the profile (docs/product/results.md#prices). */
  price: PlanPrice;
}

/** 'Desde' for the plan's starting price, 'Precio para tu perfil' for the profile's: the API says which. */
export const CardPrice = ({ plan, price }: CardPriceProps) => {
  const { t } = useTranslation('results');
  const annual = plan.insuranceMetadata?.metadata.annual_benefit_maximum;
  return (
    <div className="qs-plan-card__pricing">
      <p className="qs-plan-card__price">
        <span className="qs-plan-card__price-label">
          {price.basis === 'profile' ? t('card.priceForProfile') : t('card.from')}
        </span>
        <span className="qs-plan-card__amount">{formatCop(price.minPrice)}</span>
        <span className="qs-plan-card__suffix">{price.suffix}</span>
      </p>
      {/* Company plans are priced per employee on every card; the whole company's price for the size the visitor gave sits beside it. */}
      {price.total && (
        <p className="qs-plan-card__total">
          {t('card.companyTotal', { count: price.total.employees, amount: formatCop(price.total.amount) })}
        </p>
      )}
      {annual && (
        <p className="qs-plan-card__annual">
          {t('card.annualMax')}: <strong>{annual.amount === 0 ? t('card.noCap') : formatCop(annual.amount)}</strong>
        </p>
      )}
    </div>
  );
};
