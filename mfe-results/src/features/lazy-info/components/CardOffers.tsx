import { useTranslation } from 'react-i18next';
import { formatCop } from '@qs/shared';
import type { PlanOffer } from '../model/types';

/** Percent discounts read '10% de descuento', peso ones '$ 30.000 de descuento'. */
const discountValue = (offer: PlanOffer) =>
  offer.discount?.unitCode === 'PERCENT'
    ? { key: 'lazyInfo.discountPercent', value: String(offer.discount.amount) }
    : { key: 'lazyInfo.discountCop', value: formatCop(offer.discount?.amount ?? 0) };

/** The plan's offers: title, discount, and 'Promoción agotada' when its stock is 0 (docs/product/results.md#lazy-card-info). */
export const CardOffers = ({ offers }: { offers: readonly PlanOffer[] }) => {
  const { t } = useTranslation('results');
  if (offers.length === 0) return null;
  return (
    <ul className="qs-offers" aria-label={t('lazyInfo.offers')}>
      {offers.map((offer) => {
        const exhausted = offer.stock === 0;
        const amount = discountValue(offer);
        // A title that already states the discount ('10% de descuento') is not repeated.
        const discount =
          offer.offerType.name === 'DISCOUNT' && offer.discount ? t(amount.key, { value: amount.value }) : null;
        return (
          <li key={offer.code ?? offer.title} className={exhausted ? 'qs-offer qs-offer--exhausted' : 'qs-offer'}>
            <span className="qs-offer__title">{offer.title}</span>
            {discount && discount !== offer.title && <span className="qs-offer__discount">{discount}</span>}
            {exhausted && <strong className="qs-offer__exhausted">{t('lazyInfo.exhausted')}</strong>}
          </li>
        );
      })}
    </ul>
  );
};
