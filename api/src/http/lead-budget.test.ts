import { collectRoutesOf } from '../test-support/routes';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { CLIENT_STATE_RETENTION, purgeClientState } from '../store/client-state';
import { openTestDb } from '../test-support/test-database';
import { createLeadBudget } from './lead-budget';
import { AUTHORISED } from '../test-support/authorisation';

/** One accepted body per route that stores what a visitor sends (docs/security.md#lead-budget). */
const LEAD_WRITES: { url: string; body: (i: number) => Record<string, unknown> }[] = [
  {
    url: '/api/contactos',
    body: (i) => ({
      tipo: 1,
      first_name: 'Ana Ruiz',
      telefono: '3001112233',
      email: `ana${i}@correo.co`,
      ...AUTHORISED,
    }),
  },
  {
    url: '/api/solicitarplans',
    body: (i) => ({
      productCode: 'EPS101-ORO',
      first_name: 'Ana Ruiz',
      telefono: '3001112233',
      email: `ana${i}@correo.co`,
      ...AUTHORISED,
    }),
  },
  {
    url: '/api/seguro-adicional/solicitar',
    body: (i) => ({
      institucion: 'EPS101',
      cobertura: 'hospitalizacion',
      regionNumero: '11',
      asegurados: 1,
      first_name: 'Ana Ruiz',
      documento: '1020304050',
      telefono: '3001112233',
      email: `ana${i}@correo.co`,
      ...AUTHORISED,
    }),
  },
  {
    url: '/api/profile-form/data',
    body: (i) => ({ form: { cotizante: [{ edad: 20 + i }] }, productType: { name: 'colombia' } }),
  },
  { url: '/api/buscarplanes/sharedinsurance', body: (i) => ({ url: `/Comparar/EPS?pagina=${i + 1}` }) },
  {
    url: '/api/purchases',
    body: (i) => ({ productCode: 'ASE204-SALUDPLUS', profile: { cotizante: [{ edad: 20 + i }] } }),
  },
];

/** Write routes that store nothing a visitor chose (reads with a body, the robot step) or have their own quota. */
const NOT_LEADS = [
  '/api/insurance/compare/metadata',
  '/api/insurance/:id/calculatePrice',
  '/api/integration/form',
  '/api/buscarplanes/notrobot',
  '/api/client-errors',
  // Analytics events: their own budget of events per client (routes/analytics/events.ts), never the leads'.
  '/api/events',
  // Opinions of the site: their own budget per client (routes/feedback/feedbacks.ts); an opinion is no lead.
  '/api/feedbacks',
  '/api/feedbacks/:id',
  // Data-rights requests and their confirmation: their own budget per client (routes/privacy/data-rights.ts).
  '/api/data-rights/requests',
  '/api/data-rights/confirm',
  // The live chat: its own limits per visitor (chat/chat-limits.ts), and the agents' calls need a session.
  '/api/chat/conversations',
  '/api/chat/conversations/:id/messages',
  '/api/chat/conversations/:id/receipts',
  '/api/chat/conversations/:id/typing',
  '/api/chat/conversations/:id/close',
  '/api/chat/conversations/:id/left',
  // The online purchase: its start draws on the budget (above); its steps belong to a purchase started, behind its session.
  '/api/purchases/:id/steps/:step',
  '/api/purchases/:id/periodicity',
  '/api/purchases/:id/payments',
  '/api/purchases/:id/confirm',
  '/api/purchases/:id/cancel',
  '/api/purchases/payment-notifications',
  // An additional-insurance request's details: they belong to a request stored (budgeted above), behind its secret.
  '/api/seguro-adicional/update',
  '/api/chat/agent/session',
  '/api/chat/agent/session/link',
  '/api/chat/agent/session',
  '/api/chat/agent/conversations/:id/take',
  '/api/chat/agent/conversations/:id/messages',
  '/api/chat/agent/conversations/:id/receipts',
  '/api/chat/agent/conversations/:id/typing',
  '/api/chat/agent/conversations/:id/close',
  '/api/chat/conversations/:id/attachments',
  '/api/chat/agent/conversations/:id/attachments',
];

const LIMIT = 6;

describe('one lead budget per client across every lead-creating route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadLimit: LIMIT });
  });
  afterAll(() => t.close());

  const send = (url: string, payload: Record<string, unknown>, client: string) =>
    call(t.app, { method: 'POST', url, payload, remoteAddress: client });

  it('every write route either draws on the budget or is listed above as not a lead', async () => {
    const routes = await collectRoutesOf(t);
    const writes = routes.filter((route) => route.method !== 'GET');
    const budgeted = writes
      .filter((route) => route.config?.leadBudget === true)
      .map((route) => route.url)
      .sort();
    expect(budgeted).toEqual(LEAD_WRITES.map((write) => write.url).sort());
    expect(
      writes
        .filter((route) => route.config?.leadBudget !== true)
        .map((route) => route.url)
        .sort(),
    ).toEqual([...NOT_LEADS].sort());
  });

  it(`${LIMIT} leads a minute in all, however they are spread over the routes; other clients keep theirs`, async () => {
    const statuses: string[] = [];
    for (let i = 0; i < LIMIT + LEAD_WRITES.length; i += 1) {
      const write = LEAD_WRITES[i % LEAD_WRITES.length]!;
      const { status } = await send(write.url, write.body(i), '198.51.100.20');
      statuses.push(`${write.url} ${status}`);
    }
    const accepted = statuses.filter((line) => /20[01]$/.test(line));
    expect(accepted).toHaveLength(LIMIT);
    const refused = statuses.slice(LIMIT);
    expect(refused).toEqual(LEAD_WRITES.map((write, i) => `${LEAD_WRITES[(LIMIT + i) % LEAD_WRITES.length]!.url} 429`));
    const last = await send(LEAD_WRITES[0]!.url, LEAD_WRITES[0]!.body(99), '198.51.100.20');
    expect(last.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Demasiadas solicitudes\. Intenta nuevamente en \d+ segundos\.$/),
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    for (const write of LEAD_WRITES)
      expect((await send(write.url, write.body(0), '198.51.100.21')).status).toBeLessThan(300);
  });
});

describe('createLeadBudget (counted in the database)', () => {
  let store: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    store = await openTestDb();
  });
  afterAll(() => store.close());

  it('opens a new window once the old one has passed', async () => {
    let time = 0;
    const budget = createLeadBudget({ db: store.db, limit: 2, windowMs: 60_000, now: () => time });
    expect([
      (await budget.take('a')).allowed,
      (await budget.take('a')).allowed,
      (await budget.take('a')).allowed,
    ]).toEqual([true, true, false]);
    expect((await budget.take('a')).retryAfterSeconds).toBe(60);
    time = 59_000;
    expect(await budget.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 60_000;
    expect((await budget.take('a')).allowed).toBe(true);
  });

  it('is one budget for every instance on the database, counted at once without losing a request', async () => {
    const time = 1_000_000;
    const instances = [1, 2].map(() => createLeadBudget({ db: store.db, limit: 5, now: () => time }));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => instances[index % 2]!.take('shared')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('forgets old windows when purged', async () => {
    const budget = createLeadBudget({ db: store.db, limit: 1, now: () => 0 });
    await budget.take('old');
    expect(await purgeClientState(store.db, 11 * 60_000, CLIENT_STATE_RETENTION)).toBeGreaterThan(0);
    expect(await store.db.selectFrom('client_windows').select('client').where('client', '=', 'old').execute()).toEqual(
      [],
    );
  });
});
