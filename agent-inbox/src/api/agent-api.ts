import {
  apiClient,
  ApiError,
  type ApiAnswer,
  type ApiPath,
  type ApiRequestInit,
  type DataOf,
  type RequestMethod,
} from '@qs/shared';

// The agents' calls (api/src/routes/chat/agent-chat.ts), typed from the API's document like every call of the site.
// Same origin: the HttpOnly session cookie (path /api/chat/agent) goes along by itself; no script ever reads it.
const BASE = '/api/chat/agent';
const FALLBACK = 'No se pudo completar la acción. Inténtalo de nuevo.';

/** The client's call itself: `call` below gives it the document's types for its path and method. */
const untypedRequest = (path: string, init: RequestInit) =>
  (apiClient.request as (path: string, init: RequestInit, fallback: string) => Promise<unknown>)(path, init, FALLBACK);

/**
 * The page's API client (this origin's /api proxy): the answer's `data`, typed from the API's document for the path
 * and method; a refusal is an ApiError with the API's own message, and a lost connection is an ApiError too, with a
 * sentence the inbox shows as it is.
 */
const call = async <P extends ApiPath<Lowercase<N>>, N extends RequestMethod = 'GET'>(
  path: P,
  init: ApiRequestInit<N> = {},
): Promise<DataOf<ApiAnswer<Lowercase<N>, P>>> => {
  try {
    const answer = (await untypedRequest(path, { credentials: 'same-origin', ...init })) as
      { data?: unknown } | undefined;
    return answer?.data as DataOf<ApiAnswer<Lowercase<N>, P>>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'Sin conexión con el servidor. Revisa tu red e inténtalo de nuevo.');
  }
};

const json = (body: unknown): ApiRequestInit<'POST'> => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const POST: ApiRequestInit<'POST'> = { method: 'POST' };
const conversation = (id: string) => `/chat/agent/conversations/${encodeURIComponent(id)}` as const;

export const agentApi = {
  session: () => call('/chat/agent/session'),
  signIn: (email: string, password: string) => call('/chat/agent/session', json({ email, password })),
  signInWithLink: (token: string) => call('/chat/agent/session/link', json({ token })),
  signOut: () => call('/chat/agent/session', { method: 'DELETE' }),
  inbox: (status: 'open' | 'closed') => call(`/chat/agent/conversations?status=${status}`),
  conversation: (id: string) => call(conversation(id)),
  take: (id: string) => call(`${conversation(id)}/take`, POST),
  reply: (id: string, body: string, clientMessageId: string) =>
    call(`${conversation(id)}/messages`, json({ body, clientMessageId })),
  attach: (id: string, file: File, clientMessageId: string) =>
    call(`${conversation(id)}/attachments?${new URLSearchParams({ name: file.name, clientMessageId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    }),
  typing: (id: string) => call(`${conversation(id)}/typing`, POST),
  read: (id: string, upToSeq: number) => call(`${conversation(id)}/receipts`, json({ upToSeq, state: 'read' })),
  close: (id: string) => call(`${conversation(id)}/close`, POST),
};

/** One line of the inbox and one opened conversation, as the API's document describes them. */
export type InboxEntry = Awaited<ReturnType<typeof agentApi.inbox>>[number];
export type ConversationDetail = Awaited<ReturnType<typeof agentApi.conversation>>;

export const attachmentHref = (conversationId: string, attachmentId: string) =>
  `/api${conversation(conversationId)}/attachments/${encodeURIComponent(attachmentId)}`;

export const EVENTS_URL = `${BASE}/events`;

/** A message's own id, kept across retries so the API stores it once (ADR 0018). */
export const newClientMessageId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
