import { useTranslation } from 'react-i18next';
import { usePaymentInfo } from '../hooks/usePaymentInfo';
import { PaymentIcon } from './PaymentIcon';

export interface PaymentMethodsProps {
  planId: number;
}

/**
 * The plan's payment methods as icons named by their displayName. The row (title and one line of icons)
 * holds its place from the first paint: the answer comes after the plan, and on a phone the header's
 * buttons and the tabs sit below it (docs/architecture.md#layout-shift-and-long-tasks). While loading, and for a plan with no
 * payment methods, the row is blank space hidden from assistive technology.
 */
export const PaymentMethods = ({ planId }: PaymentMethodsProps) => {
  const { t } = useTranslation('detail');
  const { state } = usePaymentInfo(planId);
  const methods = state.status === 'ready' ? (state.value?.paymentMethods ?? []) : [];
  if (methods.length === 0) {
    return (
      <div className="qs-payment qs-payment--reserved" aria-hidden="true" aria-busy={state.status === 'loading'}>
        <p className="qs-payment__title">{t('header.payment')}</p>
        <div className="qs-payment__list" />
      </div>
    );
  }
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
