import { apiClient, type ComparatorBenefit } from '@qs/shared';
import { shownBenefits } from '../model/comparator-info';

/** GET /api/comparator/{slug}/benefits: the comparator's active benefits (none is an empty list). */
export const getComparatorBenefits = async (
  comparatorSlug: string,
  signal: AbortSignal,
): Promise<ComparatorBenefit[]> => {
  const body = await apiClient.get(
    `/comparator/${encodeURIComponent(comparatorSlug)}/benefits`,
    {},
    { cache: true, signal },
  );
  return shownBenefits(body?.data);
};
