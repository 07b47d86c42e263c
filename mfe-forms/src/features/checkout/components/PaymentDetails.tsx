import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel, formatBogotaTime, formatCop, Spinner, type PurchasePayment } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { isUnsettled, usePayment } from '../hooks/usePayment';
import { brandNameOf } from '../model/card-brand';
import { purchasePageOf, receiptHrefOf } from '../model/purchase-link';
import './checkout.css';

export interface PaymentDetailsProps {
  paymentId: string;
  /** The purchase link's session of the address; without it the payment is not shown. */
  session: string | null;
  headingLevel: HeadingLevel;
}

/**
 * One payment of an online purchase, by its id (the `qppayment` outlet's payment view, docs/adr/0019-online-purchase.md):
 * the plan, the amount, the card, the date and the provider's outcome with its message; the receipt once approved,
 * the way back to the purchase otherwise. A payment not settled yet is asked again until it is.
 */
export const PaymentDetails = ({ paymentId, session, headingLevel }: PaymentDetailsProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  return (
    <section className="qs-checkout qs-checkout__payment-view" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {t('checkout.paymentView.title')}
      </Heading>
      {session ? (
        <PaymentOf paymentId={paymentId} session={session} />
      ) : (
        <p role="alert">{t('checkout.paymentView.noSession')}</p>
      )}
    </section>
  );
};

const PaymentOf = ({ paymentId, session }: { paymentId: string; session: string }) => {
  const { t } = useTranslation('forms');
  const { load, retry } = usePayment(paymentId, session, t('checkout.paymentView.loadError'));
  if (load.status === 'loading') return <Spinner label={t('checkout.paymentView.loading')} minHeight={240} />;
  if (load.status === 'error')
    return <ErrorPanel title={t('checkout.paymentView.loadError')} description={load.message} onRetry={retry} />;
  return <PaymentFacts value={load.value} session={session} />;
};

const PaymentFacts = ({ value: { payment, purchase }, session }: { value: PurchasePayment; session: string }) => {
  const { t } = useTranslation('forms');
  const unsettled = isUnsettled(payment);
  return (
    <>
      <dl className="qs-checkout__facts">
        <dt>{t('checkout.paymentView.reference')}</dt>
        <dd className="qs-checkout__reference">{payment.id}</dd>
        <dt>{t('checkout.paymentView.plan')}</dt>
        <dd>
          {t('checkout.paymentView.planOf', { plan: purchase.planName, organization: purchase.organizationName })}
        </dd>
        <dt>{t('checkout.paymentView.amount')}</dt>
        <dd>
          {t('checkout.paymentView.amountOf', {
            amount: formatCop(payment.total),
            periodicity: t(`checkout.payment.periodicities.${payment.periodicity}`),
          })}
        </dd>
        <dt>{t('checkout.paymentView.card')}</dt>
        <dd>{t('checkout.paymentView.cardOf', { brand: brandNameOf(payment.brand), lastFour: payment.lastFour })}</dd>
        <dt>{t('checkout.paymentView.date')}</dt>
        <dd>{formatBogotaTime(payment.createdAt)}</dd>
        <dt>{t('checkout.paymentView.status')}</dt>
        <dd>
          <strong className={`qs-checkout__payment-status qs-checkout__payment-status--${payment.status}`}>
            {t(`checkout.paymentView.statuses.${payment.status}`)}
          </strong>
        </dd>
      </dl>
      <div role="status">
        {unsettled && <p className="qs-checkout__pending">{t('checkout.payment.pending')}</p>}
        {payment.status === 'rejected' && payment.message && <p className="qs-checkout__rejected">{payment.message}</p>}
      </div>
      <p className="qs-checkout__payment-actions">
        {payment.status === 'approved' && (
          <a className="qs-button qs-checkout__receipt" href={receiptHrefOf(purchase.id, session)} download>
            {t('checkout.success.receipt')}
          </a>
        )}
        <Link to={purchasePageOf(purchase.productCode, session)}>
          {payment.status === 'rejected' && purchase.step === 'payment'
            ? t('checkout.paymentView.payAgain')
            : t('checkout.paymentView.openPurchase')}
        </Link>
      </p>
    </>
  );
};
