import type { PlanCard } from '@qs/shared';

/** Seed 000 §9 price suffix: /mes; /año for mandatory Covid insurance; collective plans add Total or p/empl. */
export const priceSuffix = (plan: PlanCard, t: (key: string) => string): string => {
  if (plan.insuranceType.name === 'SEGURO_COVID') return t('card.perYear');
  const label = plan.insuranceMetadata?.metadata.price_detail?.label;
  if (plan.insuranceType.name === 'SEGURO_COLECTIVO' && (label === 'Total' || label === 'p/empl.')) return `${t('card.perMonth')} ${label}`;
  return t('card.perMonth');
};

/** Seed 000 §5: the employee check uses 5 when the visitor gave no count; counts may come as '1.000'. */
export const DEFAULT_EMPLOYEES = 5;

export const visitorEmployees = (count: number | string | undefined | null): number => {
  if (count === undefined || count === null || count === '') return DEFAULT_EMPLOYEES;
  const parsed = Number(String(count).replace(/\./g, ''));
  return Number.isFinite(parsed) ? parsed : DEFAULT_EMPLOYEES;
};

/** Seed 000 §9: score shown as 5 stars, the 0–10 score halved with one decimal (8.6 → 4.3). */
export const starRating = (score: number): number => Math.round((score / 2) * 10) / 10;

/** Seed 000 §9: profile match is distance (0–10) times 10 as a percent. */
export const matchPercent = (distance: number): number => Math.round(distance * 10);
