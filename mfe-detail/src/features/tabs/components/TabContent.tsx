import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSlot, Spinner, type PlanDetail, type PlanTab } from '@qs/shared';
import { PlanOverview } from '../../overview';
import { PlanExclusions } from '../../exclusions';
import { PlanFaq } from '../../faq';
import { ClinicList } from '../../clinics';
import { PriceDetail } from '../../price';
import type { ProfilePricing } from '../../pricing';
import { HOME_TAB } from '../../../common/model/plan-url';

// pdf.js comes only with the first tab that has a file, never in a page's first load.
const PdfDocument = lazy(() => import('../../pdf-viewer').then(({ PdfDocument }) => ({ default: PdfDocument })));

export interface TabContentProps {
  plan: PlanDetail;
  /** The page's one pricing, for the tabs that show the price. */
  pricing: ProfilePricing;
  tab: PlanTab | undefined;
  mode: 'page' | 'modal';
  onOpenTab: (url: string) => void;
}

/** What each tab shows (docs/product/detail.md#tabs); a tab without a known kind shows the overview. */
export const TabContent = ({ plan, pricing, tab, mode, onOpenTab }: TabContentProps) => {
  const { t } = useTranslation('detail');
  if (tab?.file) {
    return (
      <Suspense fallback={<Spinner label={t('tabs.loadingDocument')} minHeight={480} />}>
        <PdfDocument key={tab.url} url={tab.file.url} title={tab.title} mode={mode} />
      </Suspense>
    );
  }
  switch (tab?.url ?? HOME_TAB) {
    case 'Donde-Cubre':
      return <ClinicList plan={plan} />;
    case 'Detalle-de-Precio':
    case 'Product-Price':
      return <PriceDetail plan={plan} pricing={pricing} />;
    case 'Solicitar':
      return (
        <RemoteSlot
          module="qs_forms/ContactWidget"
          props={{
            productCode: plan.productCode,
            productType: plan.insuranceType.name,
            salesChannel: plan.insuranceMetadata?.metadata.salesChannel,
            inline: true,
          }}
          minHeight={360}
        />
      );
    default:
      return (
        <>
          <PlanOverview plan={plan} pricing={pricing} mode={mode} onOpenTab={onOpenTab} />
          <PlanExclusions plan={plan} />
          <PlanFaq plan={plan} />
        </>
      );
  }
};
