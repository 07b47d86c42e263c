import { useTranslation } from 'react-i18next';
import { usePaymentInfo } from './get-payment-info';
import { PaymentIcon } from './PaymentIcon';

export interface PaymentMethodsProps {
  planId: number;
}

/** The plan's payment methods as icons named by their displayName; nothing when it has none. */
export const PaymentMethods = ({ planId }: PaymentMethodsProps) => {
  const { t } = useTranslation('detail');
  const { state } = usePaymentInfo(planId);
  const methods = state.status === 'ready' ? (state.value?.paymentMethods ?? []) : [];
  if (methods.length === 0) return null;
  return (
    <div className="qs-payment">
      <p className="qs-payment__title">{t('header.payment')}</p>
      <ul className="qs-payment__list" aria-label={t('header.payment')}>
        {methods.map((method) => (
          <li key={method.name} className="qs-payment__item" title={method.displayName}>
            <span role="img" aria-label={method.displayName}>
              <PaymentIcon name={method.name} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
