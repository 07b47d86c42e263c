import { apiClient, type ComparatorReviews } from '@qs/shared';
import { readReviews } from '../model/comparator-info';

/** GET /api/comparator/{slug}/reviews (designed here): how many reviewed it and their score out of 10. */
export const getComparatorReviews = async (
  comparatorSlug: string,
  signal: AbortSignal,
): Promise<ComparatorReviews | null> => {
  const body = await apiClient.get(
    `/comparator/${encodeURIComponent(comparatorSlug)}/reviews`,
    {},
    { cache: true, signal },
  );
  return readReviews(body?.data);
};
