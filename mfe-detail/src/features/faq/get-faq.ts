import { apiClient } from '@qs/shared';

/** Seed 001 §3 FAQ item. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** GET /api/insurance/{id}/faq */
export const getFaq = (planId: number, signal?: AbortSignal) =>
  apiClient.get<{ data: FaqItem[] }>(`/insurance/${planId}/faq`, {}, { cache: true, signal }).then((answer) => answer.data);
