import type { Benefit, BenefitAmount, BenefitCategory, BenefitUnit, CardCoverages } from '@qs/contract';
import type { CoverageCategoryFixture, CoverageFixture, Triple } from './fixture-types';
import type { ResolvedPlan } from './resolve-plans';

// The answers' shapes are the contract's (docs/adr/0011-one-api-contract.md); re-exported for the readers that import it from here.
export type { BenefitCategory } from '@qs/contract';

const PERCENT: BenefitUnit = { name: 'Porcentaje', code: 'PERCENT', currencyCode: null };
/** docs/product/api.md#catalogue: Colombia calls the deductible 'Copago'. */
const COPAGO: BenefitUnit = { name: 'Copago', code: 'COP', currencyCode: 'COP' };
const PESOS: BenefitUnit = { name: 'Pesos', code: 'COP', currencyCode: 'COP' };

// docs/product/api.md#plan-detail-calls: defaultAmount only when min equals max, which is always the case for a single plan.
const amount = (value: number, unit: BenefitUnit): BenefitAmount => ({
  minAmount: value,
  maxAmount: value,
  defaultAmount: value,
  unit,
});
const pick = (triple: Triple | undefined, tier: number): number | null => (triple ? (triple[tier] ?? null) : null);

const describe = (
  coverage: CoverageFixture,
  percentage: number,
  deductible: number | null,
  compensation: number | null,
): string => {
  const parts = [`Cubre el ${percentage}%`];
  if (deductible) parts.push(`con un copago de $${deductible.toLocaleString('es-CO')}`);
  if (deductible === 0) parts.push('sin copago');
  if (compensation) parts.push(`hasta $${compensation.toLocaleString('es-CO')}`);
  return `${coverage.name}: ${parts.join(' ')}.`;
};

const categoryApplies = (category: CoverageCategoryFixture, plan: ResolvedPlan): boolean =>
  !category.feature || plan.features.includes(category.feature);

/** Benefit categories of a plan: its line's template at its tier, without the features it lacks. */
export const buildBenefitCategories = (
  plan: ResolvedPlan,
  template: readonly CoverageCategoryFixture[],
): BenefitCategory[] => {
  let next = 0;
  return template
    .filter((category) => categoryApplies(category, plan))
    .map((category, categoryIndex) => ({
      id: plan.fixture.id * 100 + categoryIndex,
      code: category.code,
      name: category.name,
      icon: category.icon,
      coverages: category.coverages.flatMap((coverage) => {
        const percentage = pick(coverage.percentage, plan.tierIndex);
        if (percentage === null) return [];
        const deductible = pick(coverage.deductible, plan.tierIndex);
        const compensation = pick(coverage.compensation, plan.tierIndex);
        next += 1;
        const amounts: Benefit['amounts'] = { percentage: amount(percentage, PERCENT) };
        if (deductible !== null) amounts.deductible = amount(deductible, COPAGO);
        if (compensation !== null) amounts.compensation = amount(compensation, PESOS);
        return [
          {
            id: plan.fixture.id * 1000 + next,
            code: coverage.code,
            insuranceBenefit: coverage.name,
            description: describe(coverage, percentage, deductible, compensation),
            icon: coverage.icon,
            organizationCount: category.networkClinics?.[plan.tierIndex] ?? 0,
            amounts,
          },
        ];
      }),
    }))
    .filter((category) => category.coverages.length > 0);
};

/** The card's coverage summary (docs/product/api.md#plan-cards): one tag per category, amounts of its first coverage. */
export const buildCoverageTags = (categories: readonly BenefitCategory[]): CardCoverages => ({
  count: categories.reduce((total, category) => total + category.coverages.length, 0),
  tags: categories.map((category) => {
    const first = category.coverages[0];
    return {
      name: category.name,
      icon: category.icon,
      coverages: [
        {
          amounts: {
            percentage: { maxAmount: first?.amounts.percentage.maxAmount ?? null },
            compensation: { minAmount: first?.amounts.compensation?.minAmount ?? null },
            deductible: { minAmount: first?.amounts.deductible?.minAmount ?? null },
          },
        },
      ],
    };
  }),
});
