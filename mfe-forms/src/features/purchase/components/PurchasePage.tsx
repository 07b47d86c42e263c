import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Modal, type PurchasePageProps } from '@qs/shared';
import type { HeadingLevel } from '../../../common/components/Heading';
import { PaymentDetails, readPurchaseSession } from '../../checkout';
import { ChoosePlan } from './ChoosePlan';
import { PlanPurchase } from './PlanPurchase';
import './purchase.css';

const noop = () => undefined;

/**
 * Compra online (docs/product/forms.md#online-purchase): the plan of the URL and its request form, as a page under
 * /Compra-Online/{productCode}, or over another page as the secondary outlet qppayment; there, also one payment of
 * a purchase by its id (`Compra-Online/pago/{paymentId}`).
 */
export const PurchasePage = ({ productCode, paymentId, mode = 'page', onClose }: PurchasePageProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const { search } = useLocation();
  // The page's title is an h1; the modal's an h2 (rendered by Modal).
  const level: HeadingLevel = mode === 'page' ? 2 : 3;
  const content = paymentId ? (
    <PaymentDetails paymentId={paymentId} session={readPurchaseSession(search)} headingLevel={level} />
  ) : productCode ? (
    <PlanPurchase key={productCode} productCode={productCode} mode={mode} headingLevel={level} />
  ) : (
    <ChoosePlan headingLevel={level} />
  );

  if (mode === 'outlet') {
    return (
      <Modal open title={t('purchase.title')} size="large" onClose={onClose ?? noop} closeLabel={t('purchase.close')}>
        <div className="qs-purchase qs-purchase--outlet">{content}</div>
      </Modal>
    );
  }
  return (
    <article className="qs-purchase" aria-labelledby={titleId}>
      <h1 id={titleId} className="qs-purchase__title">
        {t('purchase.title')}
      </h1>
      {content}
    </article>
  );
};
