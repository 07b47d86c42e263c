import { apiClient, type ChatAvailability } from '@qs/shared';

let availability: Promise<ChatAvailability | null> | null = null;

/** GET /api/chat/available, once per page; a failed check is logged and means no chat (a later page asks again). */
export const readChatAvailability = (): Promise<ChatAvailability | null> => {
  availability ??= apiClient
    .get<{ data: ChatAvailability }>('/chat/available')
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      console.error('Error al consultar la disponibilidad del chat.', error);
      availability = null;
      return null;
    });
  return availability;
};

/** For tests: forget the answer read once. */
export const forgetChatAvailability = () => {
  availability = null;
};
