import { apiClient } from '@qs/shared';
import type { CompareProduct } from '../model/compare-product';

/** The products of the comparison bar and modal, also those not on the current results page. */
export const getCompareProducts = async (ids: readonly number[], signal?: AbortSignal): Promise<CompareProduct[]> => {
  const answer = await apiClient.get<{ data: CompareProduct[] }>('/insurance/compare/products', { ids }, { signal });
  return answer.data;
};
