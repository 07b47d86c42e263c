import type { PlanDetail } from '@qs/shared';

/** The insurance types whose plans may or may not cover childbirth: people's health plans (not pets, dental, Covid). */
const BIRTH_COVERAGE_TYPES = new Set([
  'PLAN_COMPLEMENTARIO_EPS',
  'SEGURO_INTEGRAL_GENERAL',
  'MEDICINA_PREPAGADA',
  'SEGURO_COLECTIVO',
]);

export interface PlanFacts {
  modality: PlanDetail['insuranceMetadata']['metadata']['modality'] | null;
  protection: { area: string; description: string } | null;
  /** null where childbirth means nothing (pets, dental, Covid) or the answer does not say. */
  coverageBreadth: PlanDetail['insuranceMetadata']['metadata']['coverage_breadth'] | null;
}

/** What the plan's facts block states (docs/product/detail.md#plan-facts); a fact the answer lacks is left out. */
export const planFactsOf = (plan: PlanDetail): PlanFacts => {
  const metadata = plan.insuranceMetadata?.metadata;
  return {
    modality: metadata?.modality ?? null,
    protection: metadata?.protection
      ? { area: metadata.protection, description: metadata.protection_description ?? '' }
      : null,
    coverageBreadth:
      metadata?.coverage_breadth && BIRTH_COVERAGE_TYPES.has(plan.insuranceType.name)
        ? metadata.coverage_breadth
        : null,
  };
};
