import { apiClient, type ChatAvailability } from '@qs/shared';

let availability: Promise<boolean> | null = null;

/** Chat availability (data.active) is read once per visit; a failed check means no chat (docs/product/detail.md#faq). */
export const readChatAvailability = (): Promise<boolean> => {
  availability ??= apiClient
    .get<{ data: ChatAvailability }>('/chat/available')
    .then((answer) => answer.data.active === true)
    .catch(() => {
      availability = null; // a later page may ask again
      return false;
    });
  return availability;
};

/** For tests: forget the answer read once. */
export const forgetChatAvailability = () => {
  availability = null;
};
