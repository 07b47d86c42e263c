import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@qs/shared';
import { purchaseRouteState, type PurchaseInitialData } from '../model/purchase-initial-data';

export interface BuyOnlineButtonProps {
  productCode: string;
  initialData?: PurchaseInitialData;
  onNavigate?: () => void;
}

/**
 * Product rule (docs/product/forms.md#advisor-card): 'buy online' navigates client-side to /Compra-Online/{productCode}, passing what the
 * visitor already typed, so the purchase form starts filled in.
 */
export const BuyOnlineButton = ({ productCode, initialData, onNavigate }: BuyOnlineButtonProps) => {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="qs-button qs-button--secondary"
      onClick={() => {
        onNavigate?.();
        navigate(
          paths.purchase.getHref(productCode),
          initialData ? { state: purchaseRouteState(initialData) } : undefined,
        );
      }}
    >
      {t('advisor.buyOnline')}
    </button>
  );
};
