import { apiClient } from '@qs/shared';

/** An opinion as the API keeps it (api: docs/product/api.md#feedback). */
export interface Feedback {
  id: string;
  rating: number;
  comment: string | null;
  page: string;
  createdAt: string;
  updatedAt: string;
}

/** What the browser keeps to read and change its opinion later. */
export interface FeedbackKey {
  id: string;
  token: string;
}

export const sendFeedback = async (rating: number, comment: string, page: string) =>
  (await apiClient.post<{ data: Feedback & { token: string } }>('/feedbacks', { rating, comment, page })).data;

export const readFeedback = async ({ id, token }: FeedbackKey, signal?: AbortSignal) =>
  (await apiClient.get<{ data: Feedback }>(`/feedbacks/${encodeURIComponent(id)}`, { token }, { signal })).data;

export const changeFeedback = async ({ id, token }: FeedbackKey, rating: number, comment: string) =>
  (await apiClient.patch<{ data: Feedback }>(`/feedbacks/${encodeURIComponent(id)}`, { token, rating, comment })).data;
