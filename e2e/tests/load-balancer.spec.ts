import { expect, test, type Browser, type Page } from '../support/test';
import { BALANCED_SITE, startBalancedSite, type BalancedSite, type Kind } from '../support/balanced-site';
import { authorise } from '../support/data-authorisation';

// docs/operations.md: Debian's nginx with the repo's configuration (deploy/nginx) in front of two hosts and the API
// instances, as on several machines. A visitor's journey goes through it; and under a load of leads sent by real
// pages (each page's own outbox, as a visitor's form sends), one API instance and one host are restarted (SIGTERM:
// they drain). Every lead is then stored exactly once: what got a 2xx at once, and what failed and the outbox sent
// again with its key.
const SUCCESS = 'Solicitud enviada. En los próximos segundos recibirás un email.';

/** In the page: the page-wide outbox (shared/src/outbox/page-outbox.ts keeps it on globalThis). */
type PageOutbox = {
  submit: (submission: { id: string; kind: 'contact'; path: string; body: unknown }) => unknown;
  get: (id: string) => { status: string; attempts: number } | undefined;
};

/** Starts sending a lead every `everyMs` from the page's outbox, until `stopLoad`; each lead's key is its id. */
const startLoad = (page: Page, prefix: string, everyMs: number) =>
  page.evaluate(
    async ({ prefix, everyMs }) => {
      // The authorisation the site's forms send with a lead: the policy in force (docs/security.md#data-authorisation).
      const policy = (await (await fetch('/api/privacy-policy')).json()) as { data: { version: string } };
      const autorizacionDatos = { version: policy.data.version, aceptada: true };
      const outbox = (globalThis as unknown as Record<symbol, PageOutbox>)[Symbol.for('qs.leadOutbox')];
      if (!outbox) throw new Error('the page has no outbox');
      const state = globalThis as unknown as { loadIds: string[]; loadTimer: ReturnType<typeof setInterval> };
      state.loadIds = [];
      state.loadTimer = setInterval(() => {
        const n = state.loadIds.length;
        const id = `${prefix}-${n}-${crypto.randomUUID()}`;
        state.loadIds.push(id);
        outbox.submit({
          id,
          kind: 'contact',
          path: '/contactos',
          body: {
            tipo: 1,
            first_name: 'Ana Ruiz',
            telefono: '3001112233',
            email: `${prefix}.${n}@example.co`,
            autorizacionDatos,
          },
        });
      }, everyMs);
    },
    { prefix, everyMs },
  );

/** Stops the page's load; then waits until each of its leads is settled, and returns them. */
const finishLoad = async (page: Page) => {
  await page.evaluate(() => clearInterval((globalThis as unknown as { loadTimer: number }).loadTimer));
  const read = () =>
    page.evaluate(() => {
      const outbox = (globalThis as unknown as Record<symbol, PageOutbox | undefined>)[Symbol.for('qs.leadOutbox')];
      return (globalThis as unknown as { loadIds: string[] }).loadIds.map((id) => ({ id, ...outbox?.get(id) }));
    });
  await expect
    .poll(async () => (await read()).filter((lead) => lead.status !== 'sent').map((lead) => lead.status), {
      timeout: 90_000,
      intervals: [500],
    })
    .toEqual([]);
  return read();
};

const loadWhileRestarting = async (browser: Browser, site: BalancedSite, restarts: [Kind, number][]) => {
  const prefix = `load${Date.now().toString(36)}`;
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of pages) await page.goto(`${BALANCED_SITE}/contacto`);
  await Promise.all(pages.map((page, index) => startLoad(page, `${prefix}p${index}`, 150)));
  // The restarts one after the other, under the load (each waits for the process to be back).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const [kind, index] of restarts) {
    await site.restart(kind, index);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  const leads = (await Promise.all(pages.map(finishLoad))).flat();
  await Promise.all(contexts.map((context) => context.close()));

  const stored = await site.storedKeys(prefix);
  // Each lead stored once, under its own key, and nothing else.
  expect(stored.length).toBe(leads.length);
  expect(new Set(stored)).toEqual(new Set(leads.map((lead) => lead.id)));
  return { sent: leads.length, retried: leads.filter((lead) => (lead.attempts ?? 0) > 0).length };
};

test.describe('nginx in front of two hosts and two API instances on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  let site: BalancedSite;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await startBalancedSite({ database: 'postgres' });
  });
  test.afterAll(async () => site?.stop());

  test('a visitor compares, opens a plan and asks to be contacted, through nginx', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${BALANCED_SITE}/Comparar/EPS`);
    const card = page.getByRole('article').first();
    const href = (await card.getByRole('link', { name: /Ver plan/ }).getAttribute('href'))!;
    await page.goto(`${BALANCED_SITE}${href}`);
    await expect(page.getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`${BALANCED_SITE}/contacto`);
    const contact = page.getByRole('region', { name: '¿Necesitas más información?' });
    const form = contact.getByRole('form', { name: '¿Necesitas más información?' });
    await expect(form.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57', { timeout: 30_000 });
    const email = `nginx.${Date.now()}@example.co`;
    const fields: [string, string][] = [
      ['Nombre completo', 'Camila Rojas'],
      ['Teléfono', '3001234567'],
      ['Correo electrónico', email],
    ];
    for (const [name, value] of fields) await form.getByRole('textbox', { name }).fill(value);
    await authorise(form);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(contact.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
    expect(await site.storedKeys(email)).toHaveLength(1);
  });

  test('restarting one API instance and one host under a load of leads loses and repeats none', async ({ browser }) => {
    test.setTimeout(240_000);
    const { sent, retried } = await loadWhileRestarting(browser, site, [
      ['api', 0],
      ['host', 0],
    ]);
    console.log(`nginx, two API instances on PostgreSQL: ${sent} leads sent, ${retried} of them again by the outbox`);
    expect(sent).toBeGreaterThan(30);
  });
});

test.describe('nginx in front of two hosts and one API instance on SQLite', () => {
  test.describe.configure({ mode: 'serial' });
  let site: BalancedSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startBalancedSite({ database: 'sqlite' });
  });
  test.afterAll(async () => site?.stop());

  test('restarting the API and one host under a load of leads loses and repeats none', async ({ browser }) => {
    test.setTimeout(240_000);
    const { sent, retried } = await loadWhileRestarting(browser, site, [
      ['api', 0],
      ['host', 1],
    ]);
    console.log(`nginx, one API instance on SQLite: ${sent} leads sent, ${retried} of them again by the outbox`);
    expect(sent).toBeGreaterThan(30);
    // The only API was down while it restarted: what was sent then failed and went again from the outbox.
    expect(retried).toBeGreaterThan(0);
  });
});
