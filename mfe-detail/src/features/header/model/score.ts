import { formatNumber } from '@qs/shared';

/** Score maximum 5 (docs/product/detail.md#header). */
export const MAX_STARS = 5;

/** The rating is the score (0–10) halved, to one decimal, at most 5 (docs/product/detail.md#header). */
export const starRating = (score: number): number => {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.min(MAX_STARS, Math.round((score / 2) * 10) / 10);
};

/** '4,3': the Colombian decimal comma. */
export const formatRating = (rating: number): string => formatNumber(rating, { maximumFractionDigits: 1 });
