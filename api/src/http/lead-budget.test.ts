import { collectRoutesOf } from '../test-support/routes';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { createLeadBudget } from './lead-budget';

/** One accepted body per route that stores what a visitor sends (docs/security.md#lead-budget). */
const LEAD_WRITES: { url: string; body: (i: number) => Record<string, unknown> }[] = [
  { url: '/api/contactos', body: (i) => ({ tipo: 1, first_name: 'Ana Ruiz', telefono: '3001112233', email: `ana${i}@correo.co` }) },
  { url: '/api/solicitarplans', body: (i) => ({ productCode: 'EPS101-ORO', first_name: 'Ana Ruiz', telefono: '3001112233', email: `ana${i}@correo.co` }) },
  { url: '/api/profile-form/data', body: (i) => ({ form: { cotizante: [{ edad: 20 + i }] }, productType: { name: 'colombia' } }) },
  { url: '/api/buscarplanes/sharedinsurance', body: (i) => ({ url: `/Comparar/EPS?pagina=${i + 1}` }) },
];

/** Write routes that store nothing a visitor chose (reads with a body, the robot step) or have their own quota. */
const NOT_LEADS = ['/api/insurance/compare/metadata', '/api/insurance/:id/calculatePrice', '/api/integration/form', '/api/buscarplanes/notrobot', '/api/client-errors'];

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
    const budgeted = writes.filter((route) => route.config?.leadBudget === true).map((route) => route.url).sort();
    expect(budgeted).toEqual(LEAD_WRITES.map((write) => write.url).sort());
    expect(writes.filter((route) => route.config?.leadBudget !== true).map((route) => route.url).sort()).toEqual([...NOT_LEADS].sort());
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
    expect(last.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Demasiadas solicitudes\. Intenta nuevamente en \d+ segundos\.$/) });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    for (const write of LEAD_WRITES) expect((await send(write.url, write.body(0), '198.51.100.21')).status).toBeLessThan(300);
  });
});

describe('createLeadBudget', () => {
  it('opens a new window once the old one has passed', () => {
    let time = 0;
    const budget = createLeadBudget({ limit: 2, windowMs: 60_000, now: () => time });
    expect([budget.take('a').allowed, budget.take('a').allowed, budget.take('a').allowed]).toEqual([true, true, false]);
    expect(budget.take('a').retryAfterSeconds).toBe(60);
    time = 59_000;
    expect(budget.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 60_000;
    expect(budget.take('a').allowed).toBe(true);
  });

  it('remembers at most maxClients', () => {
    const budget = createLeadBudget({ limit: 1, maxClients: 2 });
    budget.take('a');
    budget.take('b');
    budget.take('c');
    expect(budget.take('a').allowed).toBe(true);
    expect(budget.take('c').allowed).toBe(false);
  });
});
