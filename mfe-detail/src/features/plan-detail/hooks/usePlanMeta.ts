import { useTranslation } from 'react-i18next';
import { getPartner, usePageMeta, type PlanDetail, type PlanTab } from '@qs/shared';
import { sectionTitle } from '../../tabs';
import { planBreadcrumbList, planImage, planProduct } from '../model/plan-structured-data';

/**
 * Full page: what the plan page is, for the document's meta the shell writes (docs/seo.md), on the server's head
 * and as the visitor moves. The title and description follow the active tab's section
 * (docs/product/detail.md#section-titles); on a partner's site the title names the plan and the partner (its SEO
 * title alone named no plan: every shared plan read the same), and the shell keeps the partner's description.
 * The plan's image, its Product and its breadcrumb as structured data. The modal leaves the results page's meta alone.
 */
export const usePlanMeta = (plan: PlanDetail, tab: PlanTab | undefined, enabled: boolean) => {
  const { t } = useTranslation('detail');
  const section = sectionTitle(tab, plan);
  const partner = getPartner();
  const values = {
    section,
    plan: plan.displayName,
    organization: plan.organization.displayName,
    partner: partner?.name ?? '',
  };
  const description = t('seo.description', values);
  const productDescription = t('seo.description', { ...values, section: sectionTitle(undefined, plan) });
  usePageMeta(
    enabled
      ? {
          title: t(partner ? 'seo.partnerTitle' : 'seo.title', values),
          description,
          type: 'product',
          image: planImage(plan),
          structuredData: [planProduct(plan, productDescription), planBreadcrumbList(plan, t('breadcrumb.start'))],
        }
      : null,
  );
};
