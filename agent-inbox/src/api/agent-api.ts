import { ApiError, messageFromBody, type ChatAgent, type ChatConversation, type ChatMessage } from '@qs/shared';

// The agents' calls (api/src/routes/chat/agent-chat.ts). Same origin: the HttpOnly session cookie
// (path /api/chat/agent) goes along by itself; no script ever reads it.
const BASE = '/api/chat/agent';

export interface InboxEntry {
  conversation: ChatConversation;
  lastMessage: ChatMessage | null;
  unread: number;
}

export interface ConversationDetail {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

const FALLBACK = 'No se pudo completar la acción. Inténtalo de nuevo.';

/**
 * The page's API calls: `fetch` on this origin's /api proxy, the answer's `data`, nothing for a 204, and an ApiError with
 * the API's own message for a refusal (the site's typed client is the visitors' pages': this app calls the agents'
 * routes only). A lost connection is an ApiError too, with a sentence the inbox shows as it is.
 */
const send = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'Sin conexión con el servidor. Revisa tu red e inténtalo de nuevo.');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as { data?: T } | undefined;
  if (!response.ok) throw new ApiError(response.status, messageFromBody(body, FALLBACK), body);
  return body?.data as T;
};

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const conversation = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export const agentApi = {
  session: () => send<ChatAgent>('/session'),
  signIn: (email: string, password: string) => send<ChatAgent>('/session', json('POST', { email, password })),
  signInWithLink: (token: string) => send<ChatAgent>('/session/link', json('POST', { token })),
  signOut: () => send<void>('/session', { method: 'DELETE' }),
  inbox: (status: 'open' | 'closed') => send<InboxEntry[]>(`/conversations?status=${status}`),
  conversation: (id: string) => send<ConversationDetail>(conversation(id)),
  take: (id: string) => send<ConversationDetail>(`${conversation(id)}/take`, { method: 'POST' }),
  reply: (id: string, body: string, clientMessageId: string) =>
    send<ChatMessage>(`${conversation(id)}/messages`, json('POST', { body, clientMessageId })),
  attach: (id: string, file: File, clientMessageId: string) =>
    send<ChatMessage>(`${conversation(id)}/attachments?${new URLSearchParams({ name: file.name, clientMessageId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    }),
  typing: (id: string) => send<void>(`${conversation(id)}/typing`, { method: 'POST' }),
  read: (id: string, upToSeq: number) =>
    send<void>(`${conversation(id)}/receipts`, json('POST', { upToSeq, state: 'read' })),
  close: (id: string) => send<void>(`${conversation(id)}/close`, { method: 'POST' }),
};

export const attachmentHref = (conversationId: string, attachmentId: string) =>
  `${BASE}${conversation(conversationId)}/attachments/${encodeURIComponent(attachmentId)}`;

export const EVENTS_URL = `${BASE}/events`;

/** A message's own id, kept across retries so the API stores it once (ADR 0018). */
export const newClientMessageId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
