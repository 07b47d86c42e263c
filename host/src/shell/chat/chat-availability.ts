import { apiClient, chatLanguageOf, type ChatAvailability, type WebchatConfig } from '@qs/shared';

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

/** The launcher's words ('Chat with us!' in the visitor's language) from the widget's configuration; null when it cannot be read. */
export const readChatHeader = (path: string): Promise<string | null> =>
  apiClient
    .get<{ data: { data: WebchatConfig } }>(`/chat/getWebchatConfig/colombia-${chatLanguageOf(path)}`)
    .then((answer) => answer.data.data.valuesConfig.header)
    .catch((error: unknown) => {
      console.error('Error al obtener la configuración del chat.', error);
      return null;
    });
