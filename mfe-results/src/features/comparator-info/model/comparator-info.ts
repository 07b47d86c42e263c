import type { ComparatorBenefit, ComparatorReviews } from '@qs/shared';

/** A benefit the section shows: an active one with a title (docs/product/api.md#shell-data: the site keeps the active ones). */
export const isShownBenefit = (value: unknown): value is ComparatorBenefit => {
  if (typeof value !== 'object' || value === null) return false;
  const benefit = value as Partial<ComparatorBenefit>;
  return benefit.isActive === true && typeof benefit.title === 'string' && benefit.title.trim() !== '';
};

/** The active benefits of an answer's `data`; anything that is not a list is none. */
export const shownBenefits = (data: unknown): ComparatorBenefit[] =>
  Array.isArray(data) ? data.filter(isShownBenefit) : [];

/** The reviews of an answer's `data`, or null when it is not a count and a score out of 10. */
export const readReviews = (data: unknown): ComparatorReviews | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { count, score } = data as Partial<ComparatorReviews>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 10) return null;
  return { count, score };
};
