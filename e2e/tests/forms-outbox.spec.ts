import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { leadsWithEmail } from '../support/leads-db';
import { authorise, storedAuthorisations } from '../support/data-authorisation';

// ADR 0005 (docs/adr/0005-lead-outbox.md), "a request is never lost": the API is unreachable while the visitor sends; the request
// stays in the browser's outbox and reaches the API exactly once when it answers again.
const QUEUED =
  'Sin conexión con el servidor: tu solicitud quedó guardada en este navegador y la enviaremos automáticamente.';
const SUCCESS = 'Solicitud enviada. En los próximos segundos recibirás un email.';
const DELIVERED = 'Enviamos tu solicitud pendiente.';
const WAITING = 'Tienes una solicitud guardada en este navegador que aún no pudimos enviar';
// The outbox retries 2 s, 4 s, 8 s … (±20 %) after a failure; leave room for two steps.
const RETRY_WINDOW = { timeout: 20_000 };

const cutApi = (page: Page, path: string) =>
  page.route(`**/api/${path}`, (route) => route.abort('internetdisconnected'));
const keptRequests = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('qs_lead_outbox:')));
const uniqueEmail = (name: string) => `outbox.${name}.${Date.now()}@example.co`;

/** /contacto's widget holds the server-defined contact form (dynamic form); returns the widget's card. */
const sendContact = async (page: Page, email: string) => {
  const card = page.getByRole('region', { name: '¿Necesitas más información?' });
  const form = card.getByRole('form', { name: '¿Necesitas más información?' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Camila Rojas');
  await expect(form.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57');
  await form.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await authorise(form);
  await form.getByRole('button', { name: 'Enviar' }).click();
  return card;
};

/** Exactly one lead for the e-mail, carrying this visit's arrival in its attribution history. */
const expectOneLeadWithAttribution = (email: string, kind: 'contact' | 'plan_request', landing: RegExp) => {
  const leads = leadsWithEmail(email);
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  expect(lead?.kind).toBe(kind);
  expect(lead?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const history = lead?.fields.leadAttributionInfo as Array<{
    url: string;
    referrer: string;
    date: string;
    infoGA: { urlParams: Record<string, string> };
  }>;
  expect(history.length).toBeGreaterThanOrEqual(1);
  // The kept request carried the visitor's authorisation to the attempt that got through (docs/security.md#data-authorisation).
  expect(storedAuthorisations('leads', email)).toEqual([
    {
      data_policy_version: expect.any(String),
      data_policy_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      data_authorised_at: expect.any(String),
    },
  ]);
  expect(history.at(-1)).toEqual({
    url: expect.stringMatching(landing),
    referrer: expect.any(String),
    date: expect.any(String),
    infoGA: { urlParams: { utm_source: 'e2e', utm_campaign: 'outbox' } },
  });
};

test.describe('lead outbox', () => {
  test('contact: kept while the API is unreachable, then sent by itself on the same page, once', async ({ page }) => {
    const email = uniqueEmail('same-page');
    await cutApi(page, 'contactos');
    await page.goto('/contacto?utm_source=e2e&utm_campaign=outbox');
    const form = await sendContact(page, email);

    await expect(form.getByRole('status')).toContainText(QUEUED);
    expect(await keptRequests(page)).toHaveLength(1);
    expect(leadsWithEmail(email)).toHaveLength(0);
    expect(await blockingViolations(page)).toEqual([]);

    await page.unroute('**/api/contactos');
    await expect(form.getByText(SUCCESS)).toBeVisible(RETRY_WINDOW);
    // The assigned advisor: the booking calendar when their scheduling is active, else the assignment modal.
    await expect(page.getByRole('dialog', { name: /^(Tu asesor|Agenda tu asesoría)$/ })).toBeVisible();
    expect(await keptRequests(page)).toHaveLength(0);
    expectOneLeadWithAttribution(email, 'contact', /\/contacto\?utm_source=e2e&utm_campaign=outbox$/);
  });

  test('contact: still unreachable after a reload, the page says it is waiting; delivered once the API is back', async ({
    page,
  }) => {
    const email = uniqueEmail('reload');
    await cutApi(page, 'contactos');
    await page.goto('/contacto?utm_source=e2e&utm_campaign=outbox');
    const form = await sendContact(page, email);
    await expect(form.getByRole('status')).toContainText(QUEUED);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible(RETRY_WINDOW);
    expect(await keptRequests(page)).toHaveLength(1);

    await page.unroute('**/api/contactos');
    await expect(page.getByRole('status').filter({ hasText: DELIVERED })).toBeVisible(RETRY_WINDOW);
    expect(await keptRequests(page)).toHaveLength(0);
    expectOneLeadWithAttribution(email, 'contact', /\/contacto\?utm_source=e2e&utm_campaign=outbox$/);
  });

  test('contact: the tab is closed while unreachable; the next visit, on a page without the form, delivers it once', async ({
    context,
  }) => {
    const email = uniqueEmail('next-visit');
    const first = await context.newPage();
    await cutApi(first, 'contactos');
    await first.goto('/contacto?utm_source=e2e&utm_campaign=outbox');
    const form = await sendContact(first, email);
    await expect(form.getByRole('status')).toContainText(QUEUED);
    await first.close();

    const next = await context.newPage();
    await next.goto('/');
    await expect(next.getByRole('status').filter({ hasText: DELIVERED })).toBeVisible(RETRY_WINDOW);
    expect(await next.locator('[data-slice="forms"]').count()).toBe(0);
    expect(await keptRequests(next)).toHaveLength(0);
    expectOneLeadWithAttribution(email, 'contact', /\/contacto\?utm_source=e2e&utm_campaign=outbox$/);
  });

  test("plan request: the product's retries (docs/product/forms.md) fail, the request is kept, then delivered once when the API answers", async ({
    page,
  }) => {
    const email = uniqueEmail('plan');
    await cutApi(page, 'solicitarplans');
    await page.goto('/Compra-Online/EPS101-ORO?utm_source=e2e&utm_campaign=outbox');
    const form = page.getByRole('form', { name: /Solicitud del plan/ });
    await form.getByLabel('Nombre').fill('Camila Rojas');
    await form.getByLabel('Teléfono').fill('3001234567');
    await form.getByLabel('Email').fill(email);
    await authorise(form);
    await form.getByRole('button', { name: 'Solicitar este plan' }).click();

    await expect(form.getByRole('status')).toContainText(QUEUED, RETRY_WINDOW);
    expect(await keptRequests(page)).toHaveLength(1);
    await page.unroute('**/api/solicitarplans');
    await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible(RETRY_WINDOW);
    expectOneLeadWithAttribution(
      email,
      'plan_request',
      /\/Compra-Online\/EPS101-ORO\?utm_source=e2e&utm_campaign=outbox$/,
    );
  });
});
