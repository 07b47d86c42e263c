import { apiClient } from '../api/api-client';
import type { ChatAvailability, WebchatConfig } from '../api/contract';

/**
 * What the host's chat launcher, the forms slice's chat widget and the plan FAQ's chat button agree on
 * (docs/adr/0018-live-chat.md): where the chat shows, where a conversation is kept, its language, and the two
 * reads every one of them needs, each made once per page.
 */

/** The live chat is desktop-only. */
export const CHAT_DESKTOP_QUERY = '(min-width: 1024px)';

/** Where the widget keeps the visitor's conversation: one is going on when it is there. */
export const CHAT_SESSION_KEY = 'qs.chat.session';

export type ChatLanguage = 'es' | 'en' | 'pt';
const LANGUAGES: readonly string[] = ['es', 'en', 'pt'];

/** The chat's language (docs/product/chat.md#language-and-texts): the first path segment when it is one (/EN/…, /PT/…), Spanish otherwise. */
export const chatLanguageOf = (pathname: string): ChatLanguage => {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return LANGUAGES.includes(first) ? (first as ChatLanguage) : 'es';
};

let availability: Promise<ChatAvailability | null> | null = null;

/** GET /api/chat/available, once per page; a failed check is logged and means no chat (a later call asks again). */
export const readChatAvailability = (): Promise<ChatAvailability | null> => {
  availability ??= apiClient
    .get('/chat/available')
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      console.error('Error al consultar la disponibilidad del chat.', error);
      availability = null;
      return null;
    });
  return availability;
};

/** For tests: forget the answer read once. */
export const forgetChatAvailability = (): void => {
  availability = null;
};

/**
 * The widget's configuration in a language (GET /api/chat/getWebchatConfig/colombia-{language}), kept by the
 * page's API client: the launcher reads its words from it and the widget, loaded later, gets the same answer.
 */
export const readWebchatConfig = (language: ChatLanguage): Promise<WebchatConfig> =>
  apiClient.get(`/chat/getWebchatConfig/colombia-${language}`, {}, { cache: true }).then((answer) => answer.data.data);
