import { apiClient, type FaqItem } from '@qs/shared';

/** GET /api/insurance/{id}/faq (docs/product/detail.md#faq) */
export const getFaq = (planId: number, signal?: AbortSignal) =>
  apiClient
    .get<{ data: FaqItem[] }>(`/insurance/${planId}/faq`, {}, { cache: true, signal })
    .then((answer) => answer.data);
