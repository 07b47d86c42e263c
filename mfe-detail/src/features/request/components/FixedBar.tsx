import { useTranslation } from 'react-i18next';
import './request.css';
import { partnerLayout, RemoteSlot, type PlanDetail, type PlanPrice } from '@qs/shared';
import { PlanPriceText } from '../../pricing';

export interface FixedBarProps {
  plan: PlanDetail;
  /** The plan's one price for this visitor, as the header shows it. */
  price: PlanPrice | null;
  /** Opens the request tab; absent when the plan has none (the button then opens the contact widget). */
  onRequest?: () => void;
}

/** The bottom bar shown while the header is out of view (docs/product/detail.md#request-column-and-fixed-bar). */
export const FixedBar = ({ plan, price, onRequest }: FixedBarProps) => {
  const { t } = useTranslation('detail');
  return (
    <div className="qs-fixed-bar" role="region" aria-label={t('request.barLabel')}>
      <p className="qs-fixed-bar__plan">
        <span className="qs-fixed-bar__name">{plan.displayName}</span> <PlanPriceText price={price} />
      </p>
      {/* A partner may turn off the request button (docs/product/shell.md#partner-layout-switches): the bar keeps the price. */}
      {!partnerLayout().requestButton ? null : onRequest ? (
        <button type="button" className="qs-fixed-bar__button" onClick={onRequest}>
          {t('request.more')}
        </button>
      ) : (
        <RemoteSlot
          module="qs_forms/ContactWidget"
          props={{
            productCode: plan.productCode,
            productType: plan.insuranceType.name,
            salesChannel: plan.insuranceMetadata?.metadata.salesChannel,
            buttonLabel: t('request.more'),
          }}
          minHeight={44}
        />
      )}
    </div>
  );
};
