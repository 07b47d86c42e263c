import { apiClient } from '@qs/shared';
import type { PlanFeature } from '../model/types';

/** Insurance features by plan id (docs/product/results.md#lazy-card-info) (answer field data); a failure only leaves them out. */
export const getPlanFeatures = async (planId: number): Promise<PlanFeature[]> => {
  const answer = await apiClient.get(`/insurance/${planId}/features`);
  return answer?.data ?? [];
};
