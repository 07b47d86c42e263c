import { useTranslation } from 'react-i18next';
import { formatCop, type PurchaseView } from '@qs/shared';

/**
 * The charge of one period as the API computed it: the plan's price for the months it covers, and the total, which is
 * the same amount (the site promises the insurer's price: no fee is added, docs/adr/0019-online-purchase.md).
 */
export const ChargeSummary = ({ charge }: { charge: PurchaseView['charge'] }) => {
  const { t } = useTranslation('forms');
  // The months a payment covers, from the API's payments a year (12, 6, 4, 3, 2, 1).
  const months = 12 / charge.paymentsPerYear;
  return (
    <section className="qs-checkout__summary" aria-label={t('checkout.payment.summary')}>
      <dl>
        <dt>{months === 1 ? t('checkout.payment.subtotalOne') : t('checkout.payment.subtotal', { months })}</dt>
        <dd>{formatCop(charge.subtotal)}</dd>
        <dt className="qs-checkout__total">{t('checkout.payment.total')}</dt>
        <dd className="qs-checkout__total">{formatCop(charge.total)}</dd>
      </dl>
    </section>
  );
};
