import { apiClient } from '@qs/shared';

// The opinions' calls (api: docs/product/api.md#feedback), typed by the API's contract.

/** What the browser keeps to read and change its opinion later. */
export interface FeedbackKey {
  id: string;
  token: string;
}

export const sendFeedback = async (rating: number, comment: string, page: string) =>
  (await apiClient.post('/feedbacks', { rating, comment, page })).data;

export const readFeedback = async ({ id, token }: FeedbackKey, signal?: AbortSignal) =>
  (await apiClient.get(`/feedbacks/${encodeURIComponent(id)}`, { token }, { signal })).data;

export const changeFeedback = async ({ id, token }: FeedbackKey, rating: number, comment: string) =>
  (await apiClient.patch(`/feedbacks/${encodeURIComponent(id)}`, { token, rating, comment })).data;
