import { apiClient } from '@qs/shared';

/** An FAQ item (docs/product/detail.md#faq). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** GET /api/insurance/{id}/faq */
export const getFaq = (planId: number, signal?: AbortSignal) =>
  apiClient.get<{ data: FaqItem[] }>(`/insurance/${planId}/faq`, {}, { cache: true, signal }).then((answer) => answer.data);
