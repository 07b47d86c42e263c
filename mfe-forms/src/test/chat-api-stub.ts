import type { ChatConversation, ChatEvent, ChatMessage, WebchatConfig } from '@qs/shared';
import { stubFetch, type StubAnswer, type StubHandler, type StubRequest } from './fetch-stub';

/** The chat's configuration in the product's shape (docs/product/chat.md#calls) (api/src/chat/webchat-config.ts), Spanish. */
export const CHAT_CONFIG: WebchatConfig = {
  baseConfig: {
    app: 'colombia',
    language: 'es',
    width: '20rem',
    fileAttachments: {
      enabled: true,
      maxBytes: 5 * 1024 * 1024,
      acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
    },
    messageMaxLength: 2000,
    productOptions: ['Seguro de salud', 'Seguro de vida', 'Seguro para empresas', 'EPS', 'Otro'],
    productIndexByPath: [
      { path: '/contacto', index: 4 },
      { path: '/Comparar/EPS', index: 1 },
      { path: '/EPS', index: 3 },
    ],
    supportHours: 'Lunes a viernes de 09:00 a 18:30',
  },
  valuesConfig: {
    siteName: 'QuieroSeguro',
    submitLabel: 'Iniciar el chat',
    requiredMessage: 'campo requerido',
    emailMessage: 'Por favor, ingrese su dirección de correo electrónico válido',
    header: '¡Chatea con nosotros!',
    welcome: '¡Hola! Te damos la bienvenida a QuieroSeguro. ¿En qué podemos ayudarte?',
    offline: 'Nuestro horario de atención es lunes a viernes. Déjanos tu pregunta y un ejecutivo te contactará.',
    noAgents: 'En este momento no hay ejecutivos conectados. Déjanos tu pregunta y te contactaremos.',
    leaveQuestion: 'Dejar mi pregunta',
    closed: 'La conversación terminó.',
    placeholder: 'Escribe tu mensaje',
  },
};

export const conversationOf = (id: string, lastSeq = 0): ChatConversation => ({
  id,
  status: 'open',
  closedBy: null,
  visitor: { name: 'Ana Gómez', email: 'ana@example.com', phone: '3105551234' },
  product: 'Seguro de salud',
  page: '/',
  language: 'es',
  agent: null,
  createdAt: '2026-11-27T15:00:00.000Z',
  updatedAt: '2026-11-27T15:00:00.000Z',
  lastSeq,
});

export const chatMessage = (
  seq: number,
  body: string,
  author: ChatMessage['author'] = 'agent',
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  seq,
  author,
  body,
  clientMessageId: null,
  agentName: author === 'agent' ? 'Laura' : null,
  attachment: null,
  sentAt: '2026-11-27T15:00:00.000Z',
  state: 'sent',
  ...extra,
});

/**
 * A stand-in for the chat API behind global.fetch, with its rules that the widget relies on: messages are
 * numbered per conversation, a clientMessageId is stored once, `after=` answers only newer messages, and a
 * wrong token is 404. `other` answers the rest of the API (e.g. the contact leads). `offline` makes every call fail as fetch does without a network.
 */
export const stubChatApi = ({
  active = true,
  agentsOnline = true,
  known = true,
  other,
}: { active?: boolean; agentsOnline?: boolean; known?: boolean; other?: StubHandler } = {}) => {
  const state = {
    offline: false,
    messages: [] as ChatMessage[],
    token: 'secret-token',
    id: 'conv1',
    known,
    /** Set: the start and the messages are refused with it, as the API refuses them (a limit, a closed conversation). */
    refuseStart: null as StubAnswer | null,
    refuseMessages: null as StubAnswer | null,
  };
  const answer = (status: number, data?: unknown): StubAnswer => ({
    status,
    body: data === undefined ? undefined : { data },
  });
  const conversationPath = `/api/chat/conversations/${state.id}`;
  const add = (body: string, clientMessageId: string) => {
    const stored = state.messages.find((message) => message.clientMessageId === clientMessageId);
    if (stored) return answer(200, stored);
    const message = chatMessage(state.messages.length + 1, body, 'visitor', { clientMessageId, agentName: null });
    state.messages.push(message);
    return answer(201, message);
  };
  const handle = (request: StubRequest): StubAnswer => {
    const { path, method, url } = request;
    if (path.startsWith('/api/chat/getWebchatConfig/')) return answer(200, { data: CHAT_CONFIG });
    if (path === '/api/chat/available') return answer(200, { active, hours: 'Lunes a viernes', agentsOnline });
    if (path === '/api/chat/conversations' && method === 'POST') {
      if (state.refuseStart) return state.refuseStart;
      const { question } = request.body as { question?: string };
      state.known = true;
      if (question) add(question, 'pre-chat');
      return answer(201, {
        token: state.token,
        conversation: conversationOf(state.id, state.messages.length),
        messages: state.messages,
      });
    }
    if (!path.startsWith(conversationPath) || !state.known || request.headers['x-chat-token'] !== state.token)
      return { status: 404, body: { message: 'Conversación no encontrada' } };
    if (path === conversationPath) {
      const after = Number(url.searchParams.get('after') ?? 0);
      return answer(200, {
        conversation: conversationOf(state.id, state.messages.length),
        messages: state.messages.filter((message) => message.seq > after),
      });
    }
    if (path.endsWith('/messages')) {
      if (state.refuseMessages) return state.refuseMessages;
      const { body, clientMessageId } = request.body as { body: string; clientMessageId: string };
      return add(body, clientMessageId);
    }
    if (path.endsWith('/receipts') || path.endsWith('/typing')) return { status: 204 };
    if (path.endsWith('/attachments'))
      return {
        status: 415,
        body: { statusCode: 415, message: 'Solo se aceptan imágenes (JPEG, PNG, GIF, WebP) y PDF.' },
      };
    return { status: 404 };
  };
  const stub = stubFetch((request) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    return other && !request.path.startsWith('/api/chat/') ? other(request) : handle(request);
  });
  return { ...stub, state, conversationPath };
};

/** jsdom has no EventSource: one the test drives, as the API's stream would. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  static latest = () => FakeEventSource.instances.at(-1)!;
  open() {
    this.dispatchEvent(new Event('open'));
  }
  emit(event: Omit<ChatEvent, 'id' | 'conversationId'>, id = 1) {
    this.dispatchEvent(
      new MessageEvent(event.kind, { data: JSON.stringify({ id, conversationId: 'conv1', ...event }) }),
    );
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered something that is not a stream (a 503): EventSource gives up on this connection. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

export const installEventSource = () => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
};
