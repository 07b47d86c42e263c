import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPartner, setDocumentMeta, type PlanDetail, type PlanTab } from '@qs/shared';
import { sectionTitle } from '../../tabs';

/**
 * Full page: the title and meta description follow the active tab's section (docs/product/detail.md#section-titles), as the host's
 * useDocumentMeta does for routes (its plan route has one fixed title). A partner's own SEO title wins, as
 * the host decides; the modal leaves the results page's metadata alone.
 */
export const usePlanMeta = (plan: PlanDetail, tab: PlanTab | undefined, enabled: boolean) => {
  const { t } = useTranslation('detail');
  const section = sectionTitle(tab, plan);
  const values = { section, plan: plan.displayName, organization: plan.organization.displayName };
  const title = t('seo.title', values);
  const description = t('seo.description', values);
  useEffect(() => {
    if (!enabled || getPartner()?.SEOMetadata?.title) return;
    setDocumentMeta({ title, description });
  }, [enabled, title, description]);
};
