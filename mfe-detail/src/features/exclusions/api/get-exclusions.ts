import { apiClient } from '@qs/shared';

/** GET /api/insurance/{id}/exclusions (docs/product/detail.md#exclusions) */
export const getExclusions = (planId: number, signal?: AbortSignal) =>
  apiClient.get(`/insurance/${planId}/exclusions`, {}, { cache: true, signal }).then((answer) => answer.data);
