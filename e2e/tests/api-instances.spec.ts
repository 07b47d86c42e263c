import { expect, test, type APIRequestContext, type Page } from '../support/test';
import pg from 'pg';
import { solveWork } from '../../api/src/test-support/solve-work';
import { INSTANCES_SITE, instanceUrl, LIMITS, startApiInstances, type ApiInstances } from '../support/api-instances';
import { authorise, dataAuthorisation } from '../support/data-authorisation';

// docs/adr/0013-several-api-instances.md, 0014-postgresql.md and 0016-shared-client-state.md: two API instances on one
// PostgreSQL database behind a host (QS_API_URLS). A lead sent while an instance is killed and restarted
// arrives exactly once; a visitor's lead budget and robot flag are one across the instances, and a
// challenge issued by one is accepted by the other.
const QUEUED =
  'Sin conexión con el servidor: tu solicitud quedó guardada en este navegador y la enviaremos automáticamente.';
const SUCCESS = 'Solicitud enviada. En los próximos segundos recibirás un email.';
const COMPARE = '/api/insurance/compare/metadata?organizationTypes=EPS&take=1';

// Short: the form's e-mail rule has a length limit.
const uniqueEmail = (name: string) => `${name}.${Date.now()}@example.co`;

/** /contacto's widget (the server-defined contact form) filled in and ready to send; returns its card and the send. */
const fillContact = async (page: Page, email: string) => {
  await page.goto(`${INSTANCES_SITE}/contacto`);
  const card = page.getByRole('region', { name: '¿Necesitas más información?' });
  const form = card.getByRole('form', { name: '¿Necesitas más información?' });
  // The form is ready once its phone prefix is (a field filled before could be drawn again empty).
  await expect(form.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57', { timeout: 30_000 });
  const fields: [string, string][] = [
    ['Nombre completo', 'Camila Rojas'],
    ['Teléfono', '3001234567'],
    ['Correo electrónico', email],
  ];
  for (const [name, value] of fields) await form.getByRole('textbox', { name }).fill(value);
  for (const [name, value] of fields) await expect(form.getByRole('textbox', { name })).toHaveValue(value);
  await authorise(form);
  const send = form.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeEnabled();
  return { card, send: () => send.click() };
};

test.describe('two API instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });
  let instances: ApiInstances;
  let db: pg.Client;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    instances = await startApiInstances();
    db = new pg.Client({ connectionString: instances.databaseUrl });
    await db.connect();
  });
  test.afterAll(async () => {
    await db?.end();
    await instances?.stop();
  });

  const storedLeads = async (email: string) =>
    Number(
      (await db.query("SELECT COUNT(*) AS n FROM leads WHERE (fields::jsonb ->> 'email') = $1", [email])).rows[0].n,
    );

  test('a lead sent while an instance is killed, and while both are down until one restarts, is stored once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // Two visitors, their forms filled while both instances answer (the form itself comes from the API).
    const first = uniqueEmail('down1');
    const second = uniqueEmail('down2');
    const otherVisitor = await browser.newContext();
    const one = await fillContact(page, first);
    const two = await fillContact(await otherVisitor.newPage(), second);

    // One instance dies: the host takes it out of rotation, and the lead reaches the other one.
    await instances.kill(0);
    await one.send();
    await expect(one.card.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
    expect(await storedLeads(first)).toBe(1);

    // Both down: the lead waits in the browser's outbox, and goes once the first instance is back.
    await instances.kill(1);
    await two.send();
    await expect(two.card.getByRole('status')).toContainText(QUEUED, { timeout: 30_000 });
    expect(await storedLeads(second)).toBe(0);
    await instances.restart(0);
    await expect(two.card.getByText(SUCCESS)).toBeVisible({ timeout: 60_000 });
    await instances.restart(1);
    expect(await storedLeads(second)).toBe(1);
    expect(await storedLeads(first)).toBe(1);
    await otherVisitor.close();
  });

  const contactOn = async (request: APIRequestContext, index: 0 | 1, visitor: string, email: string, key?: string) =>
    request.post(`${instanceUrl(index)}/api/contactos`, {
      headers: { 'x-forwarded-for': visitor, ...(key ? { 'idempotency-key': key } : {}) },
      data: {
        tipo: 1,
        first_name: 'Ana Ruiz',
        telefono: '3001112233',
        email,
        ...(await dataAuthorisation(request, instanceUrl(index))),
      },
    });

  test("a visitor's lead budget is one across the instances, and a retried lead is stored once", async ({
    request,
  }) => {
    const visitor = '198.51.100.71';
    const email = uniqueEmail('budget');
    const statuses = [];
    for (let i = 0; i <= LIMITS.leads; i += 1)
      statuses.push((await contactOn(request, (i % 2) as 0 | 1, visitor, `${i}.${email}`)).status());
    expect(statuses).toEqual([...Array.from({ length: LIMITS.leads }, () => 201), 429]);

    const key = `e2e-instances-${Date.now()}`;
    const firstTry = await contactOn(request, 0, '198.51.100.72', email, key);
    const retry = await contactOn(request, 1, '198.51.100.72', email, key);
    expect([firstTry.status(), retry.status()]).toEqual([201, 200]);
    expect((await retry.json()).data.id).toBe((await firstTry.json()).data.id);
    expect(await storedLeads(email)).toBe(1);
  });

  test('a robot on one instance is a robot on the other; its challenge, issued by one, is answered on the other', async ({
    request,
  }) => {
    const headers = { 'x-forwarded-for': '198.51.100.73' };
    const compare = (index: 0 | 1) => request.get(`${instanceUrl(index)}${COMPARE}`, { headers });
    const statuses = [];
    for (let i = 0; i < LIMITS.compare; i += 1) statuses.push((await compare((i % 2) as 0 | 1)).status());
    expect(statuses).toEqual(Array.from({ length: LIMITS.compare }, () => 200));
    const robot = await compare(0);
    expect(robot.status()).toBe(401);
    expect((await compare(1)).status()).toBe(401);

    const { challenge } = (await robot.json()) as { challenge: string };
    const human = await request.post(`${instanceUrl(1)}/api/buscarplanes/notrobot`, {
      headers,
      data: { challenge, nonce: solveWork(challenge) },
    });
    expect(await human.json()).toEqual({ data: { human: true } });
    expect([(await compare(0)).status(), (await compare(1)).status()]).toEqual([200, 200]);
    // The same challenge again, on the instance that issued it: already used.
    expect(
      (
        await request.post(`${instanceUrl(0)}/api/buscarplanes/notrobot`, {
          headers,
          data: { challenge, nonce: solveWork(challenge) },
        })
      ).status(),
    ).toBe(409);
  });
});
