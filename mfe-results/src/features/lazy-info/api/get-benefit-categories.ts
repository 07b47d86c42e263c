import { apiClient } from '@qs/shared';
import type { BenefitCategory } from '../types';

/** Seed 000 §7 benefit categories by plan id; a failure shows the card's coverage error panel. */
export const getBenefitCategories = async (planId: number): Promise<BenefitCategory[]> => {
  const answer = await apiClient.get<{ data?: BenefitCategory[] }>(`/insurance/coverages/${planId}/resume`);
  return answer?.data ?? [];
};
