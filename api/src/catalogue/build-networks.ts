import type { ClinicFixture, CoverageCategoryFixture } from './fixture-types';
import type { BenefitCategory } from '@qs/contract';
import { hashInt } from './hash';
import type { ResolvedPlan } from './resolve-plans';

export interface NetworkRow {
  planId: number;
  coverageCode: string;
  coverageName: string;
  percentage: number;
  deductible: number;
  clinicId: number;
}

/**
 * The clinics of each network category of a plan. Clinics are ranked per organization, so a higher tier of
 * the same company (which takes more of them) always includes the network of the lower tiers; clinics in the
 * company's own department come first.
 */
export const buildNetwork = (
  plan: ResolvedPlan,
  categories: readonly BenefitCategory[],
  template: readonly CoverageCategoryFixture[],
  clinics: readonly ClinicFixture[],
): NetworkRow[] =>
  categories.flatMap((category) => {
    const size = template.find((t) => t.code === category.code)?.networkClinics?.[plan.tierIndex] ?? 0;
    const first = category.coverages[0];
    if (size === 0 || !first) return [];
    const ranked = [...clinics].sort((a, b) => {
      const local = Number(b.stateCode === plan.org.stateCode) - Number(a.stateCode === plan.org.stateCode);
      return (
        local || hashInt(`${plan.org.id}:${category.code}:${a.id}`) - hashInt(`${plan.org.id}:${category.code}:${b.id}`)
      );
    });
    return ranked.slice(0, size).map((clinic) => ({
      planId: plan.fixture.id,
      coverageCode: category.code,
      coverageName: category.name,
      percentage: first.amounts.percentage.minAmount,
      deductible: first.amounts.deductible?.minAmount ?? 0,
      clinicId: clinic.id,
    }));
  });
