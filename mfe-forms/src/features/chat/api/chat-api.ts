import {
  apiClient,
  type ApiAnswer,
  type ApiPath,
  type ApiRequestInit,
  type ChatConversation,
  type ChatLanguage,
  type ChatMessage,
  type DataAuthorisation,
  type DataOf,
  type RequestMethod,
} from '@qs/shared';

/** The visitor's side of the chat API (docs/api/routes.md, /api/chat/*): every call but the first two carries the conversation's token. */
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

/** A conversation's path under the API client's base, and its full URL (a beacon, the event stream, a file). */
const clientPath = (session: ChatSession) =>
  `/chat/conversations/${encodeURIComponent(session.conversationId)}` as const;
const conversationPath = (session: ChatSession) => `/api${clientPath(session)}` as const;

/** The client's call itself: `call` below gives it the document's types for its path and method. */
const untypedRequest = (path: string, init: RequestInit) =>
  (apiClient.request as (path: string, init: RequestInit) => Promise<unknown>)(path, init);

/**
 * The page's API client with the conversation's header; a refusal is an ApiError with the API's own message, a lost
 * connection fetch's TypeError. The answer's `data`, typed from the API's document for the path and method.
 */
const call = async <P extends ApiPath<Lowercase<N>>, N extends RequestMethod = 'GET'>(
  path: P,
  init: ApiRequestInit<N> = {},
) => ((await untypedRequest(path, init)) as { data?: unknown } | undefined)?.data as DataOf<ApiAnswer<Lowercase<N>, P>>;

const json = (session: ChatSession | null, body: unknown): ApiRequestInit<'POST'> => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(session && { 'x-chat-token': session.token }) },
  body: JSON.stringify(body),
});
const withToken = (session: ChatSession): ApiRequestInit<'GET'> => ({ headers: { 'x-chat-token': session.token } });

export const startConversation = (preChat: PreChatPayload) => call('/chat/conversations', json(null, preChat));

export const getConversation = (session: ChatSession, after?: number) =>
  call(`${clientPath(session)}${after === undefined ? '' : `?after=${after}`}`, withToken(session));

export const postMessage = (session: ChatSession, body: string, clientMessageId: string) =>
  call(`${clientPath(session)}/messages`, json(session, { body, clientMessageId }));

export const postReceipt = (session: ChatSession, upToSeq: number, state: 'delivered' | 'read') =>
  call(`${clientPath(session)}/receipts`, json(session, { upToSeq, state }));

export const postTyping = (session: ChatSession) => call(`${clientPath(session)}/typing`, json(session, {}));

export const uploadAttachment = (session: ChatSession, file: File, clientMessageId: string) =>
  call(
    `${clientPath(session)}/attachments?name=${encodeURIComponent(file.name)}&clientMessageId=${encodeURIComponent(clientMessageId)}`,
    {
      method: 'POST' as const,
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
