import { createAgent, openSession } from '../chat/agents';
import { AGENT_COOKIE } from '../routes/chat/agent-chat';
import { collectRoutesOf } from '../test-support/routes';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { CHALLENGE_MESSAGES } from './human-challenge';
import { PROFILE_DATA_BODY_LIMIT } from '../routes/profile-form/profile-form';
import { EVENTS_BODY_LIMIT } from '../routes/analytics/events';
import { ATTACHMENT_MAX_BYTES } from '../chat/attachments';
import { BODY_POLICY, DEPTH_MESSAGE, exceedsDepth, LEAD_BODY_LIMIT } from './body-policy';
import { AUTHORISED } from '../test-support/authorisation';
import { MAIL_OFF_MESSAGE } from '../mail/mailer';
import { TOKEN_UNKNOWN_MESSAGE } from '../privacy/data-rights';

/** Every write endpoint of the API with a body it accepts; the policy must hold on each of them. */
const WRITES: {
  url: string;
  /** POST unless said. */
  method?: 'PATCH';
  body: Record<string, unknown>;
  free: string;
  refusedBy?: string;
  refusedWith?: number;
}[] = [
  {
    url: '/api/contactos',
    body: { tipo: 1, first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co', ...AUTHORISED },
    free: 'datosingresados',
  },
  {
    url: '/api/solicitarplans',
    body: {
      productCode: 'EPS101-ORO',
      first_name: 'Ana Ruiz',
      telefono: '3001112233',
      email: 'ana@correo.co',
      ...AUTHORISED,
    },
    free: 'plan',
  },
  // The additional-insurance request (routes/additional-insurance): a closed body; its update needs a request's secret.
  {
    url: '/api/seguro-adicional/solicitar',
    body: {
      institucion: 'EPS101',
      cobertura: 'hospitalizacion',
      regionNumero: '11',
      asegurados: 1,
      first_name: 'Ana Ruiz',
      documento: '1020304050',
      telefono: '3001112233',
      email: 'ana@correo.co',
      ...AUTHORISED,
    },
    free: 'extra',
  },
  {
    url: '/api/seguro-adicional/update',
    body: { id: 999999, secreto: 'x'.repeat(32), comentario: 'Hola' },
    free: 'extra',
    refusedBy: 'Solicitud no encontrada',
    refusedWith: 404,
  },
  { url: '/api/buscarplanes/sharedinsurance', body: { url: '/Comparar/EPS' }, free: 'decodedProfile' },
  {
    url: '/api/profile-form/data',
    body: { form: { cotizante: [{ edad: 30 }] }, productType: { name: 'colombia' } },
    free: 'form',
  },
  { url: '/api/insurance/compare/metadata', body: { organizationTypes: ['EPS'] }, free: 'profile' },
  { url: '/api/insurance/1001/calculatePrice', body: { profile: { cotizante: [{ edad: 30 }] } }, free: 'profile' },
  { url: '/api/integration/form', body: { integrationHash: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352' }, free: 'extra' },
  { url: '/api/client-errors', body: { kind: 'api', message: 'falló' }, free: 'extra' },
  {
    url: '/api/events',
    body: {
      events: [
        {
          name: 'page_view',
          category: 'analytics',
          clientId: 'cliente-12345',
          at: '2026-03-04T19:00:00Z',
          page: '/',
        },
      ],
    },
    free: 'extra',
  },
  // The visitors' opinions (routes/feedback/feedbacks.ts): a change needs an opinion's id and its token.
  { url: '/api/feedbacks', body: { rating: 4, page: '/' }, free: 'extra' },
  {
    url: '/api/feedbacks/1001',
    method: 'PATCH',
    body: { token: 'x'.repeat(43), rating: 5 },
    free: 'extra',
    refusedBy: 'id tiene un formato inválido',
  },
  // The data rights (routes/privacy/data-rights.ts): without an SMTP server a request is refused after the policy (503),
  // and a token never issued is unknown.
  {
    url: '/api/data-rights/requests',
    body: { email: 'ana@correo.co', kind: 'conocer' },
    free: 'extra',
    refusedBy: MAIL_OFF_MESSAGE,
    refusedWith: 503,
  },
  {
    url: '/api/data-rights/confirm',
    body: { token: 'A'.repeat(43) },
    free: 'extra',
    refusedBy: TOKEN_UNKNOWN_MESSAGE,
  },
  // A well-formed body the route itself refuses: only the robot answer's signed challenge clears (docs/security.md#human-challenge).
  {
    url: '/api/buscarplanes/notrobot',
    body: { challenge: 'sin-firma' },
    free: 'extra',
    refusedBy: CHALLENGE_MESSAGES.invalid,
  },
  // The online purchase (docs/adr/0019-online-purchase.md): closed bodies; without the purchase's session (and on an
  // id no purchase has) the calls are refused after the policy.
  {
    url: '/api/purchases',
    body: { productCode: 'ASE204-SALUDPLUS', profile: { cotizante: [{ edad: 30 }] } },
    free: 'extra',
  },
  ...['steps/:step', 'periodicity', 'payments', 'confirm', 'cancel'].map((call) => ({
    url: `/api/purchases/1001/${call}`,
    body: call === 'periodicity' ? { periodicity: 'monthly' } : {},
    free: 'extra',
    refusedBy: 'id tiene un formato inválido',
    refusedWith: 400,
  })),
  {
    url: '/api/purchases/payment-notifications',
    body: { providerPaymentId: 'sbx_1', status: 'approved', statusDetail: 'accredited' },
    free: 'extra',
    refusedBy: 'Firma de la notificación inválida',
    refusedWith: 401,
  },
  // The live chat (docs/adr/0018-live-chat.md). Its bodies are closed objects: an extra field is refused by the
  // schema, but only after the policy below (which reads the raw body first) has had its say.
  {
    url: '/api/chat/conversations',
    body: {
      name: 'Ana Ruiz',
      email: 'ana@correo.co',
      phone: '3001112233',
      product: 'Salud',
      page: '/contacto',
      language: 'es',
      ...AUTHORISED,
    },
    free: 'extra',
  },
  ...['messages', 'receipts', 'typing', 'close', 'left', 'attachments'].map((call) => ({
    url: `/api/chat/conversations/1001/${call}`,
    body:
      call === 'messages'
        ? { body: 'hola', clientMessageId: 'c1' }
        : call === 'receipts'
          ? { upToSeq: 1, state: 'read' }
          : {},
    free: 'extra',
    // Without the conversation's token: the same 404 as an unknown conversation (a file needs its name first).
    ...(call === 'attachments'
      ? { refusedBy: 'name es requerido' }
      : { refusedBy: 'Conversación no encontrada', refusedWith: 404 }),
  })),
  {
    url: '/api/chat/agent/session',
    body: { email: 'ana@queplan.co', password: 'no es la clave' },
    free: 'extra',
    refusedBy: 'Correo o contraseña incorrectos',
    refusedWith: 401,
  },
  {
    url: '/api/chat/agent/session/link',
    body: { token: 'x'.repeat(40) },
    free: 'extra',
    refusedBy: 'El enlace de acceso no es válido o ya se usó',
    refusedWith: 401,
  },
  // Sent by a signed-in agent (`post` below): without a session these calls are refused (401) before their body
  // is read at all (agent-chat.ts), so the policy is what a signed-in agent's requests meet.
  ...['take', 'messages', 'receipts', 'typing', 'close', 'attachments'].map((call) => ({
    url: `/api/chat/agent/conversations/1001/${call}`,
    body:
      call === 'messages'
        ? { body: 'hola', clientMessageId: 'c1' }
        : call === 'receipts'
          ? { upToSeq: 1, state: 'read' }
          : {},
    free: 'extra',
    ...(call === 'attachments'
      ? { refusedBy: 'name es requerido' }
      : { refusedBy: 'Conversación no encontrada', refusedWith: 404 }),
  })),
];

/** The session cookie of a signed-in agent, for the agent calls (set in beforeAll). */
let agentCookie = '';
const post = (t: TestApp, url: string, payload: string) =>
  call(t.app, {
    method: WRITES.find((write) => write.url === url)?.method ?? 'POST',
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(url.startsWith('/api/chat/agent/conversations/') ? { cookie: agentCookie } : {}),
    },
  });

/** '{"a":{"a":…{}…}}', about 7 bytes a level: 2,000 levels are the 14 KB a hostile client once sent (docs/security.md#body-policy). */
const nestedObjects = (levels: number) => `${'{"ab":'.repeat(levels)}{}${'}'.repeat(levels)}`;
const nestedLists = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const withField = (body: Record<string, unknown>, field: string, raw: string) =>
  `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length ? ',' : ''}"${field}":${raw}}`;

describe('one body policy for every write endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const time = Date.now();
    const agent = await createAgent(
      t.db,
      { email: 'eva.politica@queplan.co', name: 'Eva Política', password: 'una clave muy larga 3' },
      time,
    );
    agentCookie = `${AGENT_COOKIE}=${await openSession(t.db, agent.id, 'session', time)}`;
  });
  afterAll(() => t.close());

  const leadCount = () => t.sql.value<number>('SELECT COUNT(*) FROM leads');

  it('the list above is every write endpoint the API has', async () => {
    const routes = await collectRoutesOf(t);
    // The sign-out (DELETE, no body) is not a write with a body.
    const writes = routes
      .filter((route) => route.method !== 'GET' && route.method !== 'DELETE')
      .map((route) => route.url.replace(':id', '1001'));
    expect(writes.sort()).toEqual(WRITES.map((write) => write.url).sort());
  });

  it('the sample bodies are accepted (the refusals below are the policy, not a broken body)', async () => {
    for (const { url, body, refusedBy, refusedWith = 400 } of WRITES) {
      const { status, body: answer } = await post(t, url, JSON.stringify(body));
      if (refusedBy) expect([url, status, answer.message]).toEqual([url, refusedWith, refusedBy]);
      else expect([url, status < 300]).toEqual([url, true]);
    }
  });

  it('2,000 levels of nesting (14 KB) are a 400 with a Spanish message on every write endpoint, never a 500', async () => {
    const before = await leadCount();
    const deep = [nestedObjects(2000), nestedLists(2000), nestedLists(7000), nestedObjects(BODY_POLICY.maxDepth)];
    expect(nestedObjects(2000).length).toBeGreaterThanOrEqual(14_000);
    for (const { url, body, free } of WRITES) {
      for (const raw of deep) {
        const { status, body: answer } = await post(t, url, withField(body, free, raw));
        expect([url, raw.length, status, answer.message]).toEqual([url, raw.length, 400, DEPTH_MESSAGE]);
      }
      // The whole body as a deep list: refused before any route code runs.
      expect((await post(t, url, nestedLists(5000))).body.message).toBe(DEPTH_MESSAGE);
    }
    expect(await leadCount()).toBe(before);
  });

  it('counts nesting only outside strings: brackets inside a text are just text', () => {
    expect(exceedsDepth(`{"mensaje":"${'[{'.repeat(500)}"}`, 3)).toBe(false);
    expect(exceedsDepth(`{"mensaje":"\\"${'['.repeat(50)}"}`, 3)).toBe(false);
    expect(exceedsDepth(`{"a":[{"b":[[]]}]}`, 4)).toBe(true);
    expect(exceedsDepth(`{"a":[{"b":[]}]}`, 4)).toBe(false);
  });

  it('bodies over the write limit are a 413 that says the limit: 64 KB, leads 256 KB, a profile record 16 KB', async () => {
    const LIMITS: Record<string, [number, string]> = {
      '/api/contactos': [LEAD_BODY_LIMIT, '256 KB'],
      '/api/solicitarplans': [LEAD_BODY_LIMIT, '256 KB'],
      '/api/seguro-adicional/solicitar': [LEAD_BODY_LIMIT, '256 KB'],
      '/api/profile-form/data': [PROFILE_DATA_BODY_LIMIT, '16 KB'],
      '/api/events': [EVENTS_BODY_LIMIT, '32 KB'],
      // A chat attachment is a whole file (sent as its bytes; a JSON body is held to the same size).
      '/api/chat/conversations/1001/attachments': [ATTACHMENT_MAX_BYTES, '5 MB'],
      '/api/chat/agent/conversations/1001/attachments': [ATTACHMENT_MAX_BYTES, '5 MB'],
    };
    for (const { url, body } of WRITES) {
      const [size, text] = LIMITS[url] ?? [BODY_POLICY.maxBytes, '64 KB'];
      const { status, body: answer } = await post(t, url, JSON.stringify({ ...body, relleno: 'x'.repeat(size) }));
      expect([url, status, answer]).toEqual([
        url,
        413,
        {
          statusCode: 413,
          error: 'Payload Too Large',
          message: `El cuerpo de la solicitud supera el límite de ${text}`,
        },
      ]);
    }
  });

  it('a lead with a long but legitimate attribution history (about 100 KB) is stored', async () => {
    const arrivals = Array.from({ length: 100 }, (_, i) => ({
      date: '2026-03-04T19:00:00.000Z',
      url: `https://quieroseguro.co/Comparar/EPS?utm_source=${'s'.repeat(900)}&i=${i}`,
    }));
    const { status } = await post(
      t,
      '/api/contactos',
      JSON.stringify({ ...WRITES[0]!.body, leadAttributionInfo: arrivals }),
    );
    expect(status).toBe(201);
  });

  it('bounds every string, field name, list and the number of values, also inside free-form objects', async () => {
    const before = await leadCount();
    const cases: [string, string][] = [
      [
        JSON.stringify({ nota: 'x'.repeat(BODY_POLICY.maxString + 1) }),
        `${'FREE'}.nota debe tener como máximo 8000 caracteres`,
      ],
      [JSON.stringify({ ['k'.repeat(101)]: 1 }), 'Nombre de campo demasiado largo: como máximo 100 caracteres'],
      [JSON.stringify({ lista: Array.from({ length: 201 }, () => 1) }), 'FREE.lista admite como máximo 200 elementos'],
      [
        JSON.stringify({ a: Array.from({ length: 40 }, () => Array.from({ length: 150 }, () => 0)) }),
        'El cuerpo de la solicitud tiene demasiados valores: como máximo 5000',
      ],
    ];
    for (const { url, body, free } of WRITES) {
      for (const [raw, message] of cases) {
        const { status, body: answer } = await post(t, url, withField(body, free, raw));
        expect([url, status, answer.message]).toEqual([url, 400, message.replace('FREE', free)]);
      }
    }
    expect(await leadCount()).toBe(before);
  });

  it("productType is one of the catalogue's product types wherever a body carries it", async () => {
    const hostile = [
      '<script>alert(1)</script>',
      'colombia<script>',
      'DROP TABLE leads',
      '../../etc/passwd',
      'EPS\u0000',
      'x'.repeat(60),
    ];
    const carriers: [string, (type: string) => Record<string, unknown>][] = [
      ['/api/profile-form/data', (type) => ({ form: { cotizante: [{ edad: 30 }] }, productType: { name: type } })],
      ['/api/contactos', (type) => ({ ...WRITES[0]!.body, cantidadEmpleados: 12, productType: type })],
      ['/api/solicitarplans', (type) => ({ ...WRITES[1]!.body, productType: type })],
      ['/api/insurance/1001/calculatePrice', (type) => ({ productType: type })],
      ['/api/insurance/compare/metadata', (type) => ({ organizationTypes: ['EPS'], productType: type })],
    ];
    const before = await leadCount();
    const profiles = () => t.sql.value<number>('SELECT COUNT(*) FROM profile_submissions');
    const storedProfiles = await profiles();
    for (const [url, body] of carriers) {
      for (const type of hostile) {
        const { status, body: answer } = await post(t, url, JSON.stringify(body(type)));
        expect([url, type, status, answer.message]).toEqual([
          url,
          type,
          400,
          `${url === '/api/profile-form/data' ? 'productType.name' : 'productType'}: tipo de producto desconocido`,
        ]);
      }
    }
    // docs/security.md#body-policy: a number (or any non-text) is not a product type; Ajv's coercion would have stored 5 as "5".
    for (const [url, body] of carriers) {
      for (const type of [5, 0, true, ['colombia']]) {
        const { status, body: answer } = await post(t, url, JSON.stringify(body(type as unknown as string)));
        expect([url, type, status, answer.message]).toEqual([
          url,
          type,
          400,
          `${url === '/api/profile-form/data' ? 'productType.name' : 'productType'}: tipo de producto desconocido`,
        ]);
      }
    }
    expect(await leadCount()).toBe(before);
    expect(await profiles()).toBe(storedProfiles);
    // What the site sends: profile forms, a plan page's insuranceType.name, the company and travel types.
    for (const type of [
      'colombia',
      'colectivo',
      'pets',
      'PLAN_COMPLEMENTARIO_EPS',
      'SEGURO_COLECTIVO',
      'SEGURO COLECTIVO',
      'VIAJEINTERNACIONAL',
      'EPS',
    ]) {
      for (const [url, body] of carriers) {
        const { status } = await post(t, url, JSON.stringify(body(type)));
        expect([url, type, status < 300]).toEqual([url, type, true]);
      }
    }
  });
});
