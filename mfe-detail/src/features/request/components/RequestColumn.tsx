import { useTranslation } from 'react-i18next';
import { RemoteSlot, type PlanDetail } from '@qs/shared';

export interface RequestColumnProps {
  plan: PlanDetail;
}

/** The sticky side column with the forms slice's contact widget (docs/product/detail.md#request-column-and-fixed-bar: request template). */
export const RequestColumn = ({ plan }: RequestColumnProps) => {
  const { t } = useTranslation('detail');
  return (
    <aside className="qs-request-column" aria-label={t('detail.contactTitle')}>
      <RemoteSlot
        module="qs_forms/ContactWidget"
        props={{
          productCode: plan.productCode,
          productType: plan.insuranceType.name,
          salesChannel: plan.insuranceMetadata?.metadata.salesChannel,
          inline: true,
        }}
        minHeight={360}
        // Beside the plan on a large screen; below the content on a phone, where it loads on the way down.
        whenVisible
      />
    </aside>
  );
};
