import { apiClient, type ContactRequest, type LeadAnswer } from '@qs/shared';

/** The contract's body: ContactRequest plus the business line the lead belongs to. */
export type ContactPayload = ContactRequest & { businessLine?: number };

/** POST /contactos. The same key again returns the first answer and stores nothing new. */
export const sendContact = async (payload: ContactPayload, idempotencyKey: string): Promise<LeadAnswer> => {
  const answer = await apiClient.post<{ data: LeadAnswer }>('/contactos', payload, { idempotencyKey });
  return answer.data;
};
