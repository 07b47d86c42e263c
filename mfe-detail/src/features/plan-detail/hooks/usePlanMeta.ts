import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPartner, setDocumentMeta, type PlanDetail, type PlanTab } from '@qs/shared';
import { sectionTitle } from '../../tabs';

/**
 * Full page: the title and meta description follow the active tab's section (docs/product/detail.md#section-titles), as the host's
 * useDocumentMeta does for routes (its plan route has one fixed title). On a partner's site the title names the
 * plan and the partner (its SEO title alone named no plan: every shared plan read the same) and the description
 * stays the partner's, as the host decides; the modal leaves the results page's metadata alone.
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
  const title = t(partner ? 'seo.partnerTitle' : 'seo.title', values);
  const description = t('seo.description', values);
  const partnerDescription = Boolean(partner?.SEOMetadata?.description);
  useEffect(() => {
    if (!enabled) return;
    setDocumentMeta(partnerDescription ? { title } : { title, description });
  }, [enabled, title, description, partnerDescription]);
};
