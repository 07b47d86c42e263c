import { useTranslation } from 'react-i18next';
import { formatCop, type PurchaseView } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';

/** The end of a paid purchase: what was paid, with which card, and where the purchase stands (501). */
export const PurchaseDone = ({ purchase, headingLevel }: { purchase: PurchaseView; headingLevel: HeadingLevel }) => {
  const { t } = useTranslation('forms');
  const payment = purchase.payments.findLast((attempt) => attempt.status === 'approved');
  const email = (purchase.data['personal-data'] as { email?: string } | undefined)?.email ?? '';
  return (
    <section className="qs-checkout__done" aria-labelledby={`${purchase.id}-done`}>
      <Heading level={headingLevel} id={`${purchase.id}-done`}>
        {t('checkout.success.title')}
      </Heading>
      {payment && (
        <p>
          {t('checkout.success.text', { amount: formatCop(payment.total), brand: payment.brand === 'visa' ? 'Visa' : 'Mastercard', lastFour: payment.lastFour, email })}
        </p>
      )}
      <p>{t('checkout.success.status', { status: purchase.leadStatus.name })}</p>
    </section>
  );
};
