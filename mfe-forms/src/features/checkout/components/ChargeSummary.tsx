import { useTranslation } from 'react-i18next';
import { formatCop, type PurchaseView } from '@qs/shared';

const MONTHS = { monthly: 1, bimonthly: 2, quarterly: 3, fourmonths: 4, halfYearly: 6, yearly: 12 } as const;

/** The charge of one period as the API computed it: the plan, the provider's fee, the tax on the fee, the total. */
export const ChargeSummary = ({ charge }: { charge: PurchaseView['charge'] }) => {
  const { t } = useTranslation('forms');
  const months = MONTHS[charge.periodicity];
  return (
    <section className="qs-checkout__summary" aria-label={t('checkout.payment.summary')}>
      <dl>
        <dt>{months === 1 ? t('checkout.payment.subtotalOne') : t('checkout.payment.subtotal', { months })}</dt>
        <dd>{formatCop(charge.subtotal)}</dd>
        <dt>{t('checkout.payment.fee')}</dt>
        <dd>{formatCop(charge.fee)}</dd>
        <dt>{t('checkout.payment.feeTax')}</dt>
        <dd>{formatCop(charge.feeTax)}</dd>
        <dt className="qs-checkout__total">{t('checkout.payment.total')}</dt>
        <dd className="qs-checkout__total">{formatCop(charge.total)}</dd>
      </dl>
    </section>
  );
};
