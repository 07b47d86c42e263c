import type { ChatConversation, ChatEvent, ChatMessage } from '@qs/shared';

// The network boundary of the inbox's tests: fetch answered from a table of `METHOD /path?query` (or without
// the query), and an EventSource the test drives. Everything above them is the real code.

export interface Answer {
  status: number;
  body?: unknown;
}
export type Route = Answer | ((body: unknown) => Answer);
export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export const fakeAgentApi = (routes: Record<string, Route>): Call[] => {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const route = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, body: { message: 'Recurso no encontrado' } });
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  return calls;
};

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly listeners = new Map<string, Array<(event: { data: string }) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server refused the stream (a 401, a 502): EventSource gives up. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    for (const listener of this.listeners.get('error') ?? []) listener({ data: '' });
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get('open') ?? []) listener({ data: '' });
  }

  emit(event: ChatEvent) {
    for (const listener of this.listeners.get(event.kind) ?? []) listener({ data: JSON.stringify(event) });
  }
}

export const installEventSource = () => {
  FakeEventSource.instances = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
};

export const lastEventSource = (): FakeEventSource => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};

export const AGENT = { id: 1, name: 'Laura Gómez', email: 'laura@quieroseguro.local' };

export const aConversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 'c1',
  status: 'open',
  closedBy: null,
  visitor: { name: 'Carlos Pérez', email: 'carlos@example.com', phone: '3001234567' },
  product: 'Medicina Prepagada',
  page: '/Comparar/Polizas-de-Salud',
  language: 'es',
  agent: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:01:00.000Z',
  lastSeq: 1,
  ...overrides,
});

export const aMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  seq: 1,
  author: 'visitor',
  body: 'Hola, quiero saber el precio',
  clientMessageId: 'v-1',
  agentName: null,
  attachment: null,
  sentAt: '2026-11-28T10:01:00.000Z',
  state: 'sent',
  ...overrides,
});
