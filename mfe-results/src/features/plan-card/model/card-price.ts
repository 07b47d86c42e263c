/**
 * The company size the visitor gave, or null when they gave none. The product checks the count (docs/product/results.md#cards) against the
 * minimum "with a default of 5"; the site's card states nothing about the visitor's company from a default,
 * so without a count there is no check. Counts may come as '1.000'.
 */
export const visitorEmployees = (count: number | string | undefined | null): number | null => {
  if (count === undefined || count === null || count === '') return null;
  const parsed = Number(String(count).replace(/\./g, ''));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

/** docs/product/results.md#cards: score shown as 5 stars, the 0–10 score halved with one decimal (8.6 → 4.3). */
export const starRating = (score: number): number => Math.round((score / 2) * 10) / 10;

/** docs/product/results.md#cards: profile match is distance (0–10) times 10 as a percent. */
export const matchPercent = (distance: number): number => Math.round(distance * 10);
