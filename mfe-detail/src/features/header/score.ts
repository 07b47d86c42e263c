import { formatNumber } from '@qs/shared';

/** Seed 001 §9: score maximum 5. */
export const MAX_STARS = 5;

/** Seed 001 §4: the rating is the score (0–10) halved, to one decimal, at most 5. */
export const starRating = (score: number): number => {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.min(MAX_STARS, Math.round((score / 2) * 10) / 10);
};

/** '4,3': the Colombian decimal comma. */
export const formatRating = (rating: number): string => formatNumber(rating, { maximumFractionDigits: 1 });
