import type { PlanDetail, PlanTab } from '@qs/shared';
import { HOME_TAB, notFoundFallback } from '../hooks/plan-url';

/** Page-mode crumbs after 'Inicio': comparator, organization, plan, and the tab when it is not home. */
export const planCrumbs = (plan: PlanDetail, tab: PlanTab | undefined): Array<{ label: string; href?: string }> => {
  const crumbs = [
    { label: plan.insuranceType.upperType?.displayName ?? plan.insuranceType.displayName, href: notFoundFallback(plan.url) },
    { label: plan.organization.displayName },
    { label: plan.displayName, href: plan.url },
  ];
  return tab && tab.url !== HOME_TAB ? [...crumbs, { label: tab.title }] : crumbs;
};
