import type { Comparator, PlanCard } from '@qs/shared';

export type BadgeKey = 'new' | 'exclusive' | 'promoted' | 'popular' | 'offer' | 'healthCompanies' | 'healthPeople';

/** Health lines get a badge whose wording depends on the comparison page (docs/product/results.md#badges). */
const HEALTH_LINES = new Set([
  'PLAN_COMPLEMENTARIO_EPS',
  'SEGURO_INTEGRAL_GENERAL',
  'MEDICINA_PREPAGADA',
  'SEGURO_COLECTIVO',
]);

/**
 * The card's badges in display order; `isNew` comes from the API (launched within about two months). 'Destacado' is the
 * site's showcase: a partner with `disableShowcase` does not show it (docs/product/shell.md#partner-layout-switches).
 */
export const badgesOf = (plan: PlanCard, comparator: Comparator, showcase = true): BadgeKey[] => {
  const metadata = plan.insuranceMetadata?.metadata;
  const badges: BadgeKey[] = [];
  if (HEALTH_LINES.has(plan.insuranceType.name))
    badges.push(comparator.slug === 'Empresas' ? 'healthCompanies' : 'healthPeople');
  if (plan.isNew) badges.push('new');
  if (plan.exclusive) badges.push('exclusive');
  if (plan.isPromoted && showcase) badges.push('promoted');
  if (metadata?.isPopular) badges.push('popular');
  if (metadata?.hasOffer) badges.push('offer');
  return badges;
};
