import { apiClient } from '@qs/shared';
import type { PlanFeature } from '../types';

/** Seed 000 §7 insurance features by plan id (answer field data); a failure only leaves them out. */
export const getPlanFeatures = async (planId: number): Promise<PlanFeature[]> => {
  const answer = await apiClient.get<{ data?: PlanFeature[] }>(`/insurance/${planId}/features`);
  return answer?.data ?? [];
};
