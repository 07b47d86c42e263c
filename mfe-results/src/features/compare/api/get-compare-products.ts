import { apiClient, type CompareProduct, type Profile } from '@qs/shared';

/**
 * The products of the comparison bar and modal, also those not on the current results page. With an entered
 * profile each is priced for it, the price its card shows (docs/product/results.md#prices).
 */
export const getCompareProducts = async (
  ids: readonly number[],
  profile: Profile | null,
  signal?: AbortSignal,
): Promise<CompareProduct[]> => {
  const query = profile ? { ids, profile: JSON.stringify(profile) } : { ids };
  const answer = await apiClient.get('/insurance/compare/products', query, { signal });
  return answer.data;
};
