import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAgent, openSession } from '../../chat/agents';
import { CHAT_LIMITS } from '../../chat/chat-limits';
import { SYSTEM_TEXT } from '../../chat/conversations';
import { closeLeftConversations, LEFT_GRACE_MS, markPresent } from '../../chat/visitor-presence';
import { PRE_CHAT_MESSAGES } from '@qs/contract';
import { collectRoutesOf } from '../../test-support/routes';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AGENT_COOKIE } from './agent-chat';
import { AUTHORISED } from '../../test-support/authorisation';
import { DATA_AUTHORISATION_REQUIRED, outdatedPolicyMessage } from '../../privacy/authorisation';
import { CURRENT_POLICY_VERSION, currentPolicy } from '../../privacy/policy';

const PRE_CHAT = {
  name: 'Ana Ruiz',
  email: 'ana@correo.co',
  phone: '3001112233',
  product: 'Seguros de salud',
  page: '/Comparar/Seguros-de-Salud',
  language: 'es',
  ...AUTHORISED,
};

/** Reads a Server-Sent Events stream until `until` holds for one of its events (or the time runs out). */
const readEvents = async (
  url: string,
  headers: Record<string, string>,
  until: (event: { kind: string; body: Record<string, unknown> }) => boolean,
  timeoutMs = 8_000,
) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seen: Array<{ kind: string; body: Record<string, unknown> }> = [];
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice(6));
        seen.push(event);
        if (until(event)) return seen;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return seen;
};

describe('the live chat between a visitor and the agents (docs/adr/0018-live-chat.md)', () => {
  let a: TestApp;
  let b: TestApp;
  let ana: string;
  let luis: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qs-chat-'));
    a = await createTestApp({}, { dir });
    b = await createTestApp({}, { dir });
    await Promise.all([a.app.ready(), b.app.ready()]);
    const time = Date.now();
    const first = await createAgent(
      a.db,
      { email: 'ana.agente@queplan.co', name: 'Ana Agente', password: 'una clave muy larga 1' },
      time,
    );
    const second = await createAgent(
      a.db,
      { email: 'luis.agente@queplan.co', name: 'Luis Agente', password: 'otra clave muy larga 2' },
      time,
    );
    ana = `${AGENT_COOKIE}=${await openSession(a.db, first.id, 'session', time)}`;
    luis = `${AGENT_COOKIE}=${await openSession(a.db, second.id, 'session', time)}`;
    // Two apps, their schemas compiled, and two scrypt hashes: seconds on a busy 2-core machine.
  }, 30_000);
  afterAll(async () => {
    await b.app.close();
    await b.sql.close();
    await a.close();
  });

  // Each start from its own address: a visitor may start CHAT_LIMITS.start.limit conversations an hour.
  let visitors = 0;
  const start = async (
    app: FastifyInstance = a.app,
    extra: Record<string, unknown> = {},
    client = `10.1.${(visitors += 1)}.1`,
  ) => {
    const answer = await call(app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { ...PRE_CHAT, ...extra },
      remoteAddress: client,
    });
    expect(answer.status).toBe(201);
    return answer.body.data as {
      token: string;
      conversation: { id: string };
      messages: Array<{ seq: number; body: string; author: string }>;
    };
  };

  it('starts from the pre-chat form; the initial question is the first message', async () => {
    const started = await start(a.app, { question: '¿Cubre maternidad?' });
    expect(started.token.length).toBeGreaterThan(20);
    expect(started.conversation).toMatchObject({
      status: 'open',
      visitor: { name: 'Ana Ruiz', email: 'ana@correo.co', phone: '3001112233' },
      product: 'Seguros de salud',
      agent: null,
    });
    expect(started.messages).toEqual([
      expect.objectContaining({ seq: 1, author: 'visitor', body: '¿Cubre maternidad?', state: 'sent' }),
    ]);
    const stored = await a.sql.rows('SELECT token_hash FROM chat_conversations WHERE id = ?', started.conversation.id);
    expect(stored[0]?.token_hash).not.toContain(started.token);
  });

  it('refuses a pre-chat form without the data authorisation, and stores the version, time and hash it was given', async () => {
    for (const autorizacionDatos of [undefined, { version: CURRENT_POLICY_VERSION, aceptada: false }]) {
      const refused = await call(a.app, {
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { ...PRE_CHAT, autorizacionDatos },
        remoteAddress: '10.9.0.1',
      });
      expect([refused.status, refused.body.message]).toEqual([400, DATA_AUTHORISATION_REQUIRED]);
    }
    const outdated = await call(a.app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { ...PRE_CHAT, autorizacionDatos: { version: '0.9', aceptada: true } },
      remoteAddress: '10.9.0.1',
    });
    expect([outdated.status, outdated.body.message]).toEqual([400, outdatedPolicyMessage('0.9')]);
    const before = Date.now();
    const started = await start(a.app);
    const [row] = await a.sql.rows(
      'SELECT data_policy_version, data_policy_hash, data_authorised_at FROM chat_conversations WHERE id = ?',
      started.conversation.id,
    );
    expect(row).toMatchObject({ data_policy_version: CURRENT_POLICY_VERSION, data_policy_hash: currentPolicy().hash });
    expect(Number(row?.data_authorised_at)).toBeGreaterThanOrEqual(before);
  });

  it("refuses a pre-chat form with a field missing or an invalid e-mail, with the seed's texts", async () => {
    for (const field of ['name', 'email', 'phone', 'product']) {
      const answer = await call(a.app, {
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { ...PRE_CHAT, [field]: '' },
      });
      expect([answer.status, answer.body.message]).toEqual([400, PRE_CHAT_MESSAGES.required]);
    }
    const missing = await call(a.app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { ...PRE_CHAT, name: undefined },
    });
    expect([missing.status, missing.body.message]).toEqual([400, PRE_CHAT_MESSAGES.required]);
    const email = await call(a.app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { ...PRE_CHAT, email: 'ana@' },
    });
    expect([email.status, email.body.message]).toEqual([400, PRE_CHAT_MESSAGES.email]);
  });

  it('reads a conversation only with its token, from either instance', async () => {
    const started = await start();
    const other = await start();
    const url = `/api/chat/conversations/${started.conversation.id}`;
    expect((await call(b.app, { method: 'GET', url, headers: { 'x-chat-token': started.token } })).status).toBe(200);
    expect((await call(b.app, { method: 'GET', url: `${url}?token=${started.token}` })).status).toBe(200);
    expect((await call(a.app, { method: 'GET', url })).status).toBe(404);
    expect((await call(a.app, { method: 'GET', url, headers: { 'x-chat-token': other.token } })).status).toBe(404);
    expect(
      (
        await call(a.app, {
          method: 'POST',
          url: `${url}/messages`,
          headers: { 'x-chat-token': other.token },
          payload: { body: 'hola', clientMessageId: 'x1' },
        })
      ).status,
    ).toBe(404);
  });

  it('stores a message sent twice (a retry, the offline queue) once, whichever instance takes it', async () => {
    const started = await start();
    const send = (app: FastifyInstance) =>
      call(app, {
        method: 'POST',
        url: `/api/chat/conversations/${started.conversation.id}/messages`,
        headers: { 'x-chat-token': started.token },
        payload: { body: 'Hola, quiero información', clientMessageId: 'm-1' },
      });
    const answers = await Promise.all([send(a.app), send(b.app), send(a.app)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.seq))).toEqual(new Set([1]));
    const rows = await a.sql.rows('SELECT seq FROM chat_messages WHERE conversation_id = ?', started.conversation.id);
    expect(rows).toHaveLength(1);
  });

  it('numbers messages in order when both sides write at once', async () => {
    const started = await start();
    const id = started.conversation.id;
    expect(
      (await call(a.app, { method: 'POST', url: `/api/chat/agent/conversations/${id}/take`, headers: { cookie: ana } }))
        .status,
    ).toBe(200);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          i % 2 ? a.app : b.app,
          i % 3
            ? {
                method: 'POST',
                url: `/api/chat/conversations/${id}/messages`,
                headers: { 'x-chat-token': started.token },
                payload: { body: `v${i}`, clientMessageId: `v${i}` },
                remoteAddress: `10.2.0.${i}`,
              }
            : {
                method: 'POST',
                url: `/api/chat/agent/conversations/${id}/messages`,
                headers: { cookie: ana },
                payload: { body: `a${i}`, clientMessageId: `a${i}` },
              },
        ),
      ),
    );
    const read = await call(b.app, {
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { 'x-chat-token': started.token },
    });
    expect(read.body.data.messages.map((message: { seq: number }) => message.seq)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(read.body.data.conversation.lastSeq).toBe(11);
  });

  it('lets one agent take a conversation; another sees who has it and cannot answer in it', async () => {
    const started = await start();
    const id = started.conversation.id;
    const inbox = await call(b.app, { method: 'GET', url: '/api/chat/agent/conversations', headers: { cookie: luis } });
    expect(inbox.body.data.find((item: { conversation: { id: string } }) => item.conversation.id === id)).toMatchObject(
      { conversation: { agent: null, page: '/Comparar/Seguros-de-Salud' } },
    );
    const taken = await call(a.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/take`,
      headers: { cookie: ana },
    });
    expect(taken.body.data.conversation.agent).toMatchObject({ name: 'Ana Agente' });
    expect(taken.body.data.messages.at(-1)).toMatchObject({
      author: 'system',
      body: SYSTEM_TEXT.agentJoined('Ana Agente'),
    });
    const second = await call(b.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/take`,
      headers: { cookie: luis },
    });
    expect([second.status, second.body.message, second.body.agent?.name]).toEqual([
      409,
      'La conversación ya la atiende Ana Agente',
      'Ana Agente',
    ]);
    const reply = await call(b.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/messages`,
      headers: { cookie: luis },
      payload: { body: 'Hola', clientMessageId: 'l1' },
    });
    expect(reply.status).toBe(409);
    const answered = await call(b.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/messages`,
      headers: { cookie: ana },
      payload: { body: '¡Hola Ana! ¿En qué te ayudo?', clientMessageId: 'a1' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({ author: 'agent', agentName: 'Ana Agente', state: 'sent' });
    // Taking it again is harmless and does not say twice that the agent joined.
    await call(a.app, { method: 'POST', url: `/api/chat/agent/conversations/${id}/take`, headers: { cookie: ana } });
    const read = await call(a.app, {
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { 'x-chat-token': started.token },
    });
    expect(read.body.data.messages.filter((message: { author: string }) => message.author === 'system')).toHaveLength(
      1,
    );
  });

  it('moves messages from sent to delivered to read, and counts what the agents have not read', async () => {
    const started = await start(a.app, { question: 'Una pregunta' });
    const id = started.conversation.id;
    const unread = async () =>
      (
        await call(a.app, { method: 'GET', url: '/api/chat/agent/conversations', headers: { cookie: ana } })
      ).body.data.find((item: { conversation: { id: string } }) => item.conversation.id === id);
    expect((await unread()).unread).toBe(1);
    expect(
      (
        await call(b.app, {
          method: 'POST',
          url: `/api/chat/agent/conversations/${id}/receipts`,
          headers: { cookie: ana },
          payload: { upToSeq: 1, state: 'delivered' },
        })
      ).status,
    ).toBe(204);
    const state = async () =>
      (
        await call(a.app, {
          method: 'GET',
          url: `/api/chat/conversations/${id}`,
          headers: { 'x-chat-token': started.token },
        })
      ).body.data.messages[0].state;
    expect(await state()).toBe('delivered');
    await call(b.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/receipts`,
      headers: { cookie: ana },
      payload: { upToSeq: 1, state: 'read' },
    });
    expect(await state()).toBe('read');
    expect((await unread()).unread).toBe(0);
    const unknown = await call(a.app, {
      method: 'POST',
      url: '/api/chat/agent/conversations/no-existe-123/receipts',
      headers: { cookie: ana },
      payload: { upToSeq: 1, state: 'read' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Conversación no encontrada']);
  });

  it('closes with the notice that the customer closed the tab; the conversation then takes no more messages', async () => {
    const started = await start();
    const id = started.conversation.id;
    // As navigator.sendBeacon sends it on pagehide: the token in the query, no custom header.
    const closed = await call(b.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/close?token=${started.token}`,
      payload: { reason: 'tab-closed' },
    });
    expect(closed.status).toBe(204);
    const read = await call(a.app, {
      method: 'GET',
      url: `/api/chat/agent/conversations/${id}`,
      headers: { cookie: luis },
    });
    expect(read.body.data.conversation).toMatchObject({ status: 'closed', closedBy: 'visitor' });
    expect(read.body.data.messages.at(-1)).toMatchObject({ author: 'system', body: SYSTEM_TEXT.visitorClosed });
    const late = await call(a.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { 'x-chat-token': started.token },
      payload: { body: 'otra', clientMessageId: 'late' },
    });
    expect([late.status, late.body.message]).toEqual([409, 'La conversación está cerrada']);
    // Closing again changes nothing.
    await call(a.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/close`,
      headers: { 'x-chat-token': started.token },
      payload: {},
    });
    expect(
      (
        await call(a.app, {
          method: 'GET',
          url: `/api/chat/conversations/${id}`,
          headers: { 'x-chat-token': started.token },
        })
      ).body.data.messages,
    ).toHaveLength(1);
  });

  it('closes a conversation whose page went away (pagehide) when no page of the visitor picks it up within the grace', async () => {
    const left = await start();
    const reloaded = await start();
    const time = Date.now();
    // As the widget's beacon sends it on pagehide: the token in the query, a JSON body, no custom header.
    for (const started of [left, reloaded]) {
      const answer = await call(b.app, {
        method: 'POST',
        url: `/api/chat/conversations/${started.conversation.id}/left?token=${started.token}`,
        payload: {},
      });
      expect(answer.status).toBe(204);
    }
    const wrong = await call(a.app, {
      method: 'POST',
      url: `/api/chat/conversations/${left.conversation.id}/left?token=${reloaded.token}`,
      payload: {},
    });
    expect(wrong.status).toBe(404);
    // The reloaded page (or another tab) holds the stream again: its heartbeat says the visitor is there.
    await markPresent(a.db, reloaded.conversation.id, time + 1_000);
    expect(await closeLeftConversations(a.db, time + LEFT_GRACE_MS - 5_000)).toEqual([]);
    expect(await closeLeftConversations(b.db, time + LEFT_GRACE_MS + 5_000)).toEqual([left.conversation.id]);
    // Once: another instance's sweep finds nothing more.
    expect(await closeLeftConversations(a.db, time + LEFT_GRACE_MS + 6_000)).toEqual([]);
    const read = async (id: string) =>
      (await call(a.app, { method: 'GET', url: `/api/chat/agent/conversations/${id}`, headers: { cookie: luis } })).body
        .data;
    const closed = await read(left.conversation.id);
    expect(closed.conversation).toMatchObject({ status: 'closed', closedBy: 'visitor' });
    expect(closed.messages.at(-1)).toMatchObject({ author: 'system', body: SYSTEM_TEXT.visitorClosed });
    expect((await read(reloaded.conversation.id)).conversation.status).toBe('open');
  });

  it('refuses every agent call without a session, and a wrong password', async () => {
    for (const [method, url] of [
      ['GET', '/api/chat/agent/conversations'],
      ['GET', '/api/chat/agent/session'],
      ['GET', '/api/chat/agent/events'],
      ['POST', '/api/chat/agent/conversations/abcdefgh12/take'],
    ] as const) {
      const answer = await call(a.app, { method, url, headers: { cookie: `${AGENT_COOKIE}=forged-token` } });
      expect([url, answer.status]).toEqual([url, 401]);
    }
    const wrong = await call(a.app, {
      method: 'POST',
      url: '/api/chat/agent/session',
      payload: { email: 'ana.agente@queplan.co', password: 'no es la clave' },
      remoteAddress: '10.3.0.1',
    });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Correo o contraseña incorrectos']);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks every agent route for the session before it reads the body, the parameters or the query (401, never 400)', async () => {
    // Every agent route the module registers, so a new one is covered too; only signing in and out take no session.
    const SIGN_IN_OR_OUT = [
      'POST /api/chat/agent/session',
      'POST /api/chat/agent/session/link',
      'DELETE /api/chat/agent/session',
    ];
    const all = (await collectRoutesOf(a))
      .filter((route) => route.url.startsWith('/api/chat/agent'))
      .map((route) => `${route.method} ${route.url}`);
    expect(all).toEqual(expect.arrayContaining(SIGN_IN_OR_OUT));
    const guarded = all.filter((route) => !SIGN_IN_OR_OUT.includes(route));
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    const inputs: Array<{ payload?: string; type?: string; query?: string; id?: string }> = [
      {},
      { payload: '{}', type: 'application/json' },
      {
        payload: '{"body": 42, "upToSeq": "x", "state": [], "clientMessageId": {"$ne": null}}',
        type: 'application/json',
      },
      { payload: '{"body": ', type: 'application/json' },
      { payload: 'hola', type: 'text/plain' },
      { payload: 'bytes', type: 'application/octet-stream' },
      { query: '?status=todas&name=&clientMessageId=%00&after=-1' },
      { id: '..%2F..%2Fqs.sqlite' },
    ];
    const failures: string[] = [];
    for (const route of guarded) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const cookie of [undefined, `${AGENT_COOKIE}=forged-token`]) {
        for (const { payload, type, query = '', id = 'abcdefgh12' } of inputs) {
          if (method === 'GET' && payload !== undefined) continue;
          const url = `${path.replace(/:[A-Za-z]+/g, id)}${query}`;
          const answer = await call(a.app, {
            method,
            url,
            headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
            ...(payload !== undefined ? { payload } : {}),
          });
          if (answer.status !== 401 || answer.body.message !== 'Inicia sesión para atender el chat')
            failures.push(
              `${method} ${url} ${cookie ? 'forged' : 'no cookie'} ${payload ?? ''} → ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          else
            expect(answer.body).toEqual({
              statusCode: 401,
              error: 'Unauthorized',
              message: 'Inicia sesión para atender el chat',
            });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('signs in with the password (any case of the e-mail) into an HttpOnly cookie, and out again', async () => {
    const login = await call(b.app, {
      method: 'POST',
      url: '/api/chat/agent/session',
      payload: { email: 'Ana.Agente@QuePlan.co', password: 'una clave muy larga 1' },
      remoteAddress: '10.3.0.2',
    });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/chat\/agent/);
    const session = cookie.split(';')[0]!;
    expect(
      (await call(a.app, { method: 'GET', url: '/api/chat/agent/session', headers: { cookie: session } })).body.data
        .name,
    ).toBe('Ana Agente');
    expect(
      (await call(a.app, { method: 'DELETE', url: '/api/chat/agent/session', headers: { cookie: session } })).status,
    ).toBe(204);
    expect(
      (await call(a.app, { method: 'GET', url: '/api/chat/agent/session', headers: { cookie: session } })).status,
    ).toBe(401);
  });

  it('opens a session from a one-time sign-in link, once', async () => {
    const agent = await a.db
      .selectFrom('chat_agents')
      .select('id')
      .where('name', '=', 'Luis Agente')
      .executeTakeFirstOrThrow();
    const link = await openSession(a.db, agent.id, 'link', Date.now());
    // A link is not a session by itself.
    expect(
      (
        await call(a.app, {
          method: 'GET',
          url: '/api/chat/agent/session',
          headers: { cookie: `${AGENT_COOKIE}=${link}` },
        })
      ).status,
    ).toBe(401);
    const used = await call(b.app, {
      method: 'POST',
      url: '/api/chat/agent/session/link',
      payload: { token: link },
      remoteAddress: '10.3.0.3',
    });
    expect([used.status, used.body.data?.name]).toEqual([200, 'Luis Agente']);
    const again = await call(a.app, {
      method: 'POST',
      url: '/api/chat/agent/session/link',
      payload: { token: link },
      remoteAddress: '10.3.0.3',
    });
    expect([again.status, again.body.message]).toEqual([401, 'El enlace de acceso no es válido o ya se usó']);
  });

  it('answers the agent calls whole (each field the schema serialises)', async () => {
    const login = await call(a.app, {
      method: 'POST',
      url: '/api/chat/agent/session',
      payload: { email: 'luis.agente@queplan.co', password: 'otra clave muy larga 2' },
      remoteAddress: '10.3.0.9',
    });
    const luisAgent = { id: expect.any(Number), name: 'Luis Agente', email: 'luis.agente@queplan.co' };
    expect(login.body).toEqual({ data: luisAgent });
    expect(
      (await call(a.app, { method: 'GET', url: '/api/chat/agent/session', headers: { cookie: luis } })).body,
    ).toEqual({ data: luisAgent });
    const started = await start(a.app, { question: 'Hola' });
    const id = started.conversation.id;
    const time = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    const conversation = (agent: unknown, lastSeq: number) => ({
      id,
      status: 'open',
      closedBy: null,
      visitor: { name: 'Ana Ruiz', email: 'ana@correo.co', phone: '3001112233' },
      product: 'Seguros de salud',
      page: '/Comparar/Seguros-de-Salud',
      language: 'es',
      agent,
      createdAt: time,
      updatedAt: time,
      lastSeq,
    });
    const question = {
      seq: 1,
      author: 'visitor',
      body: 'Hola',
      clientMessageId: 'initial-question',
      agentName: null,
      attachment: null,
      sentAt: time,
      state: 'sent',
    };
    const inbox = await call(b.app, { method: 'GET', url: '/api/chat/agent/conversations', headers: { cookie: luis } });
    expect(inbox.body.data.find((item: { conversation: { id: string } }) => item.conversation.id === id)).toEqual({
      conversation: conversation(null, 1),
      lastMessage: question,
      unread: 1,
    });
    expect(
      (await call(b.app, { method: 'GET', url: `/api/chat/agent/conversations/${id}`, headers: { cookie: luis } }))
        .body,
    ).toEqual({ data: { conversation: conversation(null, 1), messages: [question] } });
    const joined = {
      seq: 2,
      author: 'system',
      body: SYSTEM_TEXT.agentJoined('Luis Agente'),
      clientMessageId: null,
      agentName: 'Luis Agente',
      attachment: null,
      sentAt: time,
      state: 'sent',
    };
    const taken = await call(a.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/take`,
      headers: { cookie: luis },
    });
    expect(taken.body).toEqual({
      data: { conversation: conversation({ id: luisAgent.id, name: 'Luis Agente' }, 2), messages: [question, joined] },
    });
    const reply = await call(a.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/messages`,
      headers: { cookie: luis },
      payload: { body: 'Hola, soy Luis', clientMessageId: 'r1' },
    });
    expect(reply.body).toEqual({
      data: {
        seq: 3,
        author: 'agent',
        body: 'Hola, soy Luis',
        clientMessageId: 'r1',
        agentName: 'Luis Agente',
        attachment: null,
        sentAt: time,
        state: 'sent',
      },
    });
    expect(
      (
        await call(a.app, {
          method: 'POST',
          url: `/api/chat/agent/conversations/${id}/typing`,
          headers: { cookie: luis },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call(a.app, {
          method: 'POST',
          url: `/api/chat/agent/conversations/${id}/close`,
          headers: { cookie: luis },
        })
      ).status,
    ).toBe(204);
    const closed = await call(a.app, {
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { 'x-chat-token': started.token },
    });
    expect(closed.body.data.conversation).toMatchObject({ status: 'closed', closedBy: 'agent' });
    expect(closed.body.data.messages.at(-1)).toMatchObject({ author: 'system', body: SYSTEM_TEXT.agentClosed });
  });

  it(`limits a visitor to ${CHAT_LIMITS.start.limit} new conversations an hour, on every instance`, async () => {
    for (let i = 0; i < CHAT_LIMITS.start.limit; i += 1) await start(i % 2 ? a.app : b.app, {}, '10.5.0.1');
    const over = await call(b.app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: PRE_CHAT,
      remoteAddress: '10.5.0.1',
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Demasiadas solicitudes. Intenta nuevamente en \d+ segundos.$/);
  });

  it(`limits a visitor to ${CHAT_LIMITS.message.limit} messages a minute`, async () => {
    const started = await start(a.app, {}, '10.4.0.1');
    const send = (i: number) =>
      call(i % 2 ? a.app : b.app, {
        method: 'POST',
        url: `/api/chat/conversations/${started.conversation.id}/messages`,
        headers: { 'x-chat-token': started.token },
        payload: { body: `m${i}`, clientMessageId: `m${i}` },
        remoteAddress: '10.4.0.1',
      });
    const statuses = [];
    for (let i = 0; i <= CHAT_LIMITS.message.limit; i += 1) statuses.push((await send(i)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_LIMITS.message.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends its event streams when the server closes, so a restart is not held up by them', async () => {
    const started = await start();
    const c = await createTestApp({}, { dir: a.dir });
    const base = await c.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(
      `${base}/api/chat/conversations/${started.conversation.id}/events?token=${started.token}`,
    );
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry: 2000');
    const closed = c.app.close();
    // The stream ends (the browser's EventSource would reconnect) and close() returns.
    for (let part = await reader.read(); !part.done; part = await reader.read());
    await closed;
    await c.sql.close();
  }, 20_000);

  it("pushes a visitor's message live to an agent's stream on the other instance, and the reply back", async () => {
    const started = await start();
    const id = started.conversation.id;
    // The page was reloaded: the old one said it left, the new one opens the stream, which undoes the leave.
    await call(a.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/left?token=${started.token}`,
      payload: {},
    });
    const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const visitorBase = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const toAgent = readEvents(
      `${base}/api/chat/agent/events`,
      { cookie: ana },
      (event) => event.kind === 'message' && (event.body as { body?: string }).body === 'Necesito ayuda',
    );
    const toVisitor = readEvents(
      `${visitorBase}/api/chat/conversations/${id}/events?token=${started.token}`,
      {},
      (event) => event.kind === 'message' && (event.body as { author?: string }).author === 'agent',
    );
    // Both streams are open before anything is written (the first bytes arrive at once).
    await new Promise((done) => setTimeout(done, 300));
    await call(a.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { 'x-chat-token': started.token },
      payload: { body: 'Necesito ayuda', clientMessageId: 'live-1' },
    });
    const agentSaw = await toAgent;
    expect(agentSaw.at(-1)).toMatchObject({
      kind: 'message',
      conversationId: id,
      body: { author: 'visitor', body: 'Necesito ayuda', seq: 1 },
    });
    await call(b.app, { method: 'POST', url: `/api/chat/agent/conversations/${id}/take`, headers: { cookie: ana } });
    await call(b.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/messages`,
      headers: { cookie: ana },
      payload: { body: 'Con gusto', clientMessageId: 'live-2' },
    });
    const visitorSaw = await toVisitor;
    expect(visitorSaw.at(-1)).toMatchObject({
      kind: 'message',
      body: { author: 'agent', body: 'Con gusto', agentName: 'Ana Agente' },
    });
    // The visitor's stream carries only their own conversation.
    expect(visitorSaw.every((event) => (event as unknown as { conversationId: string }).conversationId === id)).toBe(
      true,
    );
    const presence = await a.db
      .selectFrom('chat_conversations')
      .select(['visitor_left_at', 'visitor_seen_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(presence.visitor_left_at).toBeNull();
    expect(await closeLeftConversations(a.db, Date.now() + LEFT_GRACE_MS + 1_000)).not.toContain(id);
  });
});
