import { apiClient } from '@qs/shared';
import type { BenefitCategory } from '../model/types';

/** Benefit categories by plan id (docs/product/results.md#lazy-card-info); a failure shows the card's coverage error panel. */
export const getBenefitCategories = async (planId: number): Promise<BenefitCategory[]> => {
  const answer = await apiClient.get(`/insurance/coverages/${planId}/resume`);
  return answer?.data ?? [];
};
