import {
  apiClient,
  type ChatConversation,
  type ChatLanguage,
  type ChatMessage,
  type DataAuthorisation,
} from '@qs/shared';

/** The visitor's side of the chat API (api/README.md, /api/chat/*): every call but the first two carries the conversation's token. */
export interface ChatSession {
  conversationId: string;
  token: string;
}

export interface ConversationAnswer {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

export interface StartedConversation extends ConversationAnswer {
  token: string;
}

export interface PreChatPayload {
  name: string;
  email: string;
  phone: string;
  product: string;
  page: string;
  language: ChatLanguage;
  question?: string;
  /** The visitor's data authorisation (docs/security.md#data-authorisation). */
  autorizacionDatos: DataAuthorisation;
}

const BASE = '/api/chat';
const conversationPath = (session: ChatSession) =>
  `${BASE}/conversations/${encodeURIComponent(session.conversationId)}`;

/** The page's API client with the conversation's header; a refusal is an ApiError with the API's own message, a lost connection fetch's TypeError. */
const call = async <T>(url: string, init: RequestInit = {}): Promise<T> =>
  (await apiClient.request<{ data: T } | undefined>(url.replace(/^\/api/, ''), init))?.data as T;

const json = (session: ChatSession | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(session && { 'x-chat-token': session.token }) },
  body: JSON.stringify(body),
});
const withToken = (session: ChatSession): RequestInit => ({ headers: { 'x-chat-token': session.token } });

export const startConversation = (preChat: PreChatPayload) =>
  call<StartedConversation>(`${BASE}/conversations`, json(null, preChat));

export const getConversation = (session: ChatSession, after?: number) =>
  call<ConversationAnswer>(
    `${conversationPath(session)}${after === undefined ? '' : `?after=${after}`}`,
    withToken(session),
  );

export const postMessage = (session: ChatSession, body: string, clientMessageId: string) =>
  call<ChatMessage>(`${conversationPath(session)}/messages`, json(session, { body, clientMessageId }));

export const postReceipt = (session: ChatSession, upToSeq: number, state: 'delivered' | 'read') =>
  call<unknown>(`${conversationPath(session)}/receipts`, json(session, { upToSeq, state }));

export const postTyping = (session: ChatSession) =>
  call<unknown>(`${conversationPath(session)}/typing`, json(session, {}));

export const uploadAttachment = (session: ChatSession, file: File, clientMessageId: string) =>
  call<ChatMessage>(
    `${conversationPath(session)}/attachments?name=${encodeURIComponent(file.name)}&clientMessageId=${encodeURIComponent(clientMessageId)}`,
    {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/octet-stream', 'x-chat-token': session.token },
    },
  );

/**
 * A call that must reach the API while the page goes away: a beacon where the browser has one (delivered even
 * as the page unloads; it cannot carry a header, so the token goes in the query), else a keepalive fetch.
 */
const beacon = (session: ChatSession, call: 'close' | 'left', body: string): void => {
  const url = `${conversationPath(session)}/${call}?token=${encodeURIComponent(session.token)}`;
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
  )
    return;
  void fetch(url, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(
    (error: unknown) => console.error('Error al avisar al chat.', error),
  );
};

/** The close notice: the conversation ends now, and the agent reads that the customer closed the tab. */
export const closeConversation = (session: ChatSession): void => beacon(session, 'close', '{"reason":"tab-closed"}');

/**
 * The page is going away (`pagehide`): a reload or another page of the site picks the conversation up again; if
 * none does within the API's grace, it is closed with the same notice (docs/adr/0018-live-chat.md, "Closing").
 */
export const leaveConversation = (session: ChatSession): void => beacon(session, 'left', '{}');

export const eventsUrl = (session: ChatSession) =>
  `${conversationPath(session)}/events?token=${encodeURIComponent(session.token)}`;

export const attachmentUrl = (session: ChatSession, attachmentId: string) =>
  `${conversationPath(session)}/attachments/${encodeURIComponent(attachmentId)}?token=${encodeURIComponent(session.token)}`;
