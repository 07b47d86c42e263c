import { createApiClient, setServerTransport } from './api-client';

const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

const json = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

describe("the API client's traceparent", () => {
  it("sends a W3C traceparent on every call: the page view's trace, a span of each call's own", async () => {
    const sent: Array<Record<string, string>> = [];
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init?.headers as Record<string, string>);
      return json(200, { data: 1 });
    });
    const client = createApiClient({ fetchImpl });
    await client.get('/menu');
    // Any body is sent as it is (the API checks it): this one is no lead.
    await client.post('/contactos', { a: 1 } as never, { idempotencyKey: 'k-1' });
    await client.request('/chat/conversations/c-1/typing', { method: 'POST', headers: { 'x-chat-token': 't' } });

    const parts = sent.map((headers) => W3C.exec(headers.traceparent ?? ''));
    expect(parts.every(Boolean)).toBe(true);
    const [traceIds, spanIds] = [new Set(parts.map((part) => part?.[1])), new Set(parts.map((part) => part?.[2]))];
    expect(traceIds.size).toBe(1);
    expect([...traceIds][0]).not.toMatch(/^0+$/);
    expect(spanIds.size).toBe(3);
    // The call's own headers stay as they were.
    expect(sent[1]).toMatchObject({ 'Idempotency-Key': 'k-1', 'X-Country': 'CO' });
    expect(sent[2]).toMatchObject({ 'x-chat-token': 't' });
  });

  it("leaves the server renderer's requests to its transport, which sends the page's trace", async () => {
    const transport = jest.fn(async () => json(200, { data: 1 }));
    setServerTransport(transport);
    try {
      await createApiClient().get('/menu');
      expect(transport).toHaveBeenCalledWith('/api/menu', { method: 'GET', signal: undefined });
    } finally {
      setServerTransport(null as unknown as typeof fetch);
    }
  });
});
