import { useTranslation } from 'react-i18next';
import { formatCop, type PurchaseView } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { brandNameOf } from '../model/card-brand';
import { paymentLinkOf, receiptHrefOf } from '../model/purchase-link';

export interface PurchaseDoneProps {
  purchase: PurchaseView;
  /** The purchase link's session: the receipt is asked with it. */
  session: string;
  headingLevel: HeadingLevel;
}

/** The end of a purchase: what was paid and with which card, and its receipt (a company's: what was confirmed), and where it stands (501). */
export const PurchaseDone = ({ purchase, session, headingLevel }: PurchaseDoneProps) => {
  const { t } = useTranslation('forms');
  if (purchase.kind === 'company') {
    const company = purchase.data['company-data'] as { companyName?: string; employees?: number } | undefined;
    return (
      <section className="qs-checkout__done" aria-labelledby={`${purchase.id}-done`}>
        <Heading level={headingLevel} id={`${purchase.id}-done`}>
          {t('checkout.company.doneTitle')}
        </Heading>
        <p>{t('checkout.company.doneText', { company: company?.companyName ?? '', count: company?.employees ?? 0 })}</p>
        <p>{t('checkout.success.status', { status: purchase.leadStatus.name })}</p>
      </section>
    );
  }
  const payment = purchase.payments.findLast((attempt) => attempt.status === 'approved');
  const email = (purchase.data['personal-data'] as { email?: string } | undefined)?.email ?? '';
  return (
    <section className="qs-checkout__done" aria-labelledby={`${purchase.id}-done`}>
      <Heading level={headingLevel} id={`${purchase.id}-done`}>
        {t('checkout.success.title')}
      </Heading>
      {payment && (
        <p>
          {t('checkout.success.text', {
            amount: formatCop(payment.total),
            brand: brandNameOf(payment.brand),
            lastFour: payment.lastFour,
            email,
          })}
        </p>
      )}
      <p>{t('checkout.success.status', { status: purchase.leadStatus.name })}</p>
      {payment && (
        <>
          <p>
            {t('checkout.success.reference')}: <span className="qs-checkout__reference">{payment.id}</span> ·{' '}
            <a href={paymentLinkOf(payment.id, session)}>{t('checkout.success.paymentLink')}</a>
          </p>
          <p>
            <a className="qs-button qs-checkout__receipt" href={receiptHrefOf(purchase.id, session)} download>
              {t('checkout.success.receipt')}
            </a>
          </p>
        </>
      )}
    </section>
  );
};
