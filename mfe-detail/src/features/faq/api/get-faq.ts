import { apiClient } from '@qs/shared';

/** GET /api/insurance/{id}/faq (docs/product/detail.md#faq) */
export const getFaq = (planId: number, signal?: AbortSignal) =>
  apiClient.get(`/insurance/${planId}/faq`, {}, { cache: true, signal }).then((answer) => answer.data);
