import { comparatorPathFor, type PlanDetail, type PlanTab } from '@qs/shared';
import { HOME_TAB } from '../../../common/model/plan-url';

/**
 * Where the line's crumb leads: the comparison page that lists this plan's type (pet plans: /Comparar/Seguros-Mascotas),
 * or, for a type no comparator lists, the company's page, which does list it (docs/product/detail.md#page-and-modal: a crumb never promises a
 * comparison that does not exist). Company plans (/Empresa/…) always have their comparator.
 */
const lineHref = (plan: PlanDetail): string | undefined => {
  const comparator = comparatorPathFor(plan.insuranceType.name);
  if (comparator) return comparator;
  const section = plan.url.split('/').filter(Boolean)[0];
  return section && section !== 'Empresa' ? `/${section}/${plan.organization.metadata.url}` : undefined;
};

/** Page-mode crumbs after 'Inicio': comparator, organization, plan, and the tab when it is not home. */
export const planCrumbs = (plan: PlanDetail, tab: PlanTab | undefined): Array<{ label: string; href?: string }> => {
  const crumbs = [
    { label: plan.insuranceType.upperType?.displayName ?? plan.insuranceType.displayName, href: lineHref(plan) },
    { label: plan.organization.displayName },
    { label: plan.displayName, href: plan.url },
  ];
  return tab && tab.url !== HOME_TAB ? [...crumbs, { label: tab.title }] : crumbs;
};
