import { useTranslation } from 'react-i18next';
import { formatCop, type PlanCard, type Profile } from '@qs/shared';
import { priceSuffix } from '../logic/card-price';

export interface CardPriceProps {
  plan: PlanCard;
  profile: Profile | null;
  /** The lazily loaded price for a profile with a partner or dependants; it replaces the card's price. */
  profilePrice?: number;
}

export const CardPrice = ({ plan, profile, profilePrice }: CardPriceProps) => {
  const { t } = useTranslation('results');
  const forProfile = Boolean(profile?.ingresodatos);
  const annual = plan.insuranceMetadata?.metadata.annual_benefit_maximum;
  return (
    <div className="qs-plan-card__pricing">
      <p className="qs-plan-card__price">
        <span className="qs-plan-card__price-label">{forProfile ? t('card.priceForProfile') : t('card.from')}</span>
        <span className="qs-plan-card__amount">{formatCop(profilePrice ?? plan.price.minPrice)}</span>
        <span className="qs-plan-card__suffix">{priceSuffix(plan, t)}</span>
      </p>
      {annual && (
        <p className="qs-plan-card__annual">
          {t('card.annualMax')}: <strong>{annual.amount === 0 ? t('card.noCap') : formatCop(annual.amount)}</strong>
        </p>
      )}
    </div>
  );
};
