import { collectRoutesOf } from '../test-support/routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { SAMPLES } from './samples';

/**
 * Routes whose success needs a state a sample cannot set up alone; their own tests read the exact answer
 * through the schema's serialiser (named here).
 */
const ANSWERS_READ_BY_ROUTE_TESTS: Record<string, string> = {
  'POST /api/buscarplanes/notrobot': 'routes/platform/human-challenge.test.ts reads { data: { human: true } }',
  // Event streams never end (an inject would wait for ever); the chat test reads them live.
  'GET /api/chat/conversations/:id/events': 'routes/chat/chat.test.ts reads the stream live',
  'GET /api/chat/agent/events': 'routes/chat/chat.test.ts reads the stream live',
  // An agent's session needs an account in the database: the chat test reads every answer whole.
  'POST /api/chat/agent/session': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'POST /api/chat/agent/session/link': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'GET /api/chat/agent/session': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'DELETE /api/chat/agent/session': 'routes/chat/chat.test.ts "signs in … and out again" (204)',
  'GET /api/chat/agent/conversations': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'GET /api/chat/agent/conversations/:id': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'POST /api/chat/agent/conversations/:id/take': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'POST /api/chat/agent/conversations/:id/messages': 'routes/chat/chat.test.ts "answers the agent calls whole"',
  'POST /api/chat/agent/conversations/:id/receipts': 'routes/chat/chat.test.ts (204)',
  'POST /api/chat/agent/conversations/:id/attachments':
    'routes/chat/attachments.test.ts "lets only the agent who has the conversation send a file"',
  'GET /api/chat/agent/conversations/:id/attachments/:attachment':
    'routes/chat/attachments.test.ts reads the bytes and headers',
  'POST /api/chat/agent/conversations/:id/typing': 'routes/chat/chat.test.ts "answers the agent calls whole" (204)',
  'POST /api/chat/agent/conversations/:id/close': 'routes/chat/chat.test.ts "answers the agent calls whole" (204)',
  'GET /api/purchases/:id/receipt':
    'routes/purchase/purchase.test.ts "buys a person\'s plan…" (the PDF, drawn per purchase)',
  // A request needs the SMTP server the test app has not (it answers 503 without); its test runs the mail catcher.
  'POST /api/data-rights/requests': 'routes/privacy/data-rights.test.ts reads { data: { message } } whole',
  'POST /api/data-rights/confirm': 'routes/privacy/data-rights.test.ts reads each outcome (a token comes by mail)',
  'POST /api/purchases/payment-notifications':
    'routes/purchase/purchase.test.ts "refuses a notification with a wrong signature, and takes a signed one once" (204)',
};

const blank = (body: unknown, paths: readonly string[]): unknown => {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('.');
    let node: unknown = copy;
    for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[part];
    if (node && typeof node === 'object') (node as Record<string, unknown>)[parts.at(-1) ?? ''] = '<unstable>';
  }
  return copy;
};

/** An answer's headers without those that differ by clock, request count and request (its id). */
const fileHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => name !== 'date' && name !== 'x-request-id' && !name.startsWith('x-ratelimit-'),
    ),
  );

describe('response schemas keep every field the API answers', () => {
  let bySchema: TestApp;
  let byJson: TestApp;

  beforeAll(async () => {
    [bySchema, byJson] = await Promise.all([createTestApp(), createTestApp({}, { serializeWithoutSchemas: true })]);
  });
  afterAll(async () => Promise.all([bySchema.close(), byJson.close()]));

  it('has a sample, or a named route test, for every route with a response schema', async () => {
    const routes = await collectRoutesOf(bySchema);
    const withSchema = routes.filter((route) => route.schema?.response).map((route) => `${route.method} ${route.url}`);
    const uncovered = withSchema.filter((route) => !SAMPLES[route]?.length && !ANSWERS_READ_BY_ROUTE_TESTS[route]);
    expect(uncovered).toEqual([]);
  });

  it.each(
    Object.entries(SAMPLES).flatMap(([route, samples]) =>
      samples.map((sample, index) => [`${route} #${index + 1}`, sample] as const),
    ),
  )('%s', async (_name, sample) => {
    const send = async (app: TestApp['app']) =>
      app.inject(typeof sample.request === 'function' ? await sample.request(app) : sample.request);
    const [a, b] = await Promise.all([send(bySchema.app), send(byJson.app)]);
    if (sample.status === undefined) expect([a.statusCode, a.statusCode < 300]).toEqual([a.statusCode, true]);
    else expect(a.statusCode).toBe(sample.status);
    expect(a.statusCode).toBe(b.statusCode);
    if (a.statusCode === 204) return;
    if (!String(a.headers['content-type']).includes('json')) {
      // A file (a PDF, an image, a script) is sent as it is, not serialised: the two answers agree on their headers and bytes.
      expect(fileHeaders(a.headers)).toEqual(fileHeaders(b.headers));
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
      return;
    }
    const unstable = sample.unstable ?? [];
    expect(blank(a.json(), unstable)).toEqual(blank(b.json(), unstable));
  });
});
