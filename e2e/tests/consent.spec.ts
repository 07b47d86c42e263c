import { expect, test, type Page, type Request } from '../support/test';
import { blockingViolations } from '../support/axe';
import { checkbox, epsPlans } from '../support/compare';
import { asFirstTimeVisitor, CONSENT_KEY } from '../support/consent';

// A first-time visitor chooses what the site may measure; nothing is measured before that (docs/product/shell.md#consent).

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Preferencias de cookies' });

interface SentEvent {
  name: string;
  category: string;
  page: string;
  clientId: string;
  params?: Record<string, unknown>;
}

/** Every event the page sends to the site's collector, as the browser sent it. */
const collectorRequests = (page: Page) => {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') requests.push(request);
  });
  const events = () =>
    requests.flatMap(
      (request) => (JSON.parse(request.postData() ?? '{"events":[]}') as { events: SentEvent[] }).events,
    );
  return { requests, events };
};

/** What the site pushed to Google Tag Manager's data layer. */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);

test.describe('consent to measure', () => {
  test.beforeEach(async ({ page }) => {
    await asFirstTimeVisitor(page);
  });

  test('a first-time visitor is asked, and nothing is measured before the choice', async ({ page }) => {
    const collector = collectorRequests(page);
    await page.goto('/Comparar/EPS');
    await expect(banner(page)).toBeVisible();
    await expect(
      banner(page).getByRole('link', { name: 'Política de tratamiento de datos personales' }),
    ).toHaveAttribute('href', '/politica-de-tratamiento-de-datos');
    expect(await blockingViolations(page, { within: '.qs-consent' })).toEqual([]);
    // The visitor moves on without answering: a plan added to the comparison, another page.
    const [plan] = await epsPlans(page);
    await checkbox(page, plan!.displayName).check();
    await page.goto('/QS-Blog');
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(3_000); // longer than the collector's batching delay
    expect(collector.requests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('qs-client-id'))).toBeNull();
  });

  test("'Rechazar' is kept: no banner on the next pages, and still nothing measured", async ({ page }) => {
    const collector = collectorRequests(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(3_000);
    expect(collector.requests).toEqual([]);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!)).toMatchObject({
      analytics: false,
      advertising: false,
    });
  });

  test("'Aceptar' measures the page, the plans added to compare and a plan's page, in GTM's conventions", async ({
    page,
  }) => {
    const collector = collectorRequests(page);
    await page.goto('/Comparar/EPS?utm_source=google&utm_campaign=eps-oro');
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => collector.events().map((event) => event.name)).toContain('page_view');
    const [plan] = await epsPlans(page);
    await checkbox(page, plan!.displayName).check();
    await expect.poll(() => collector.events().map((event) => event.name)).toContain('add_to_compare');
    await page.goto('/EPS/salud-andina-eps/plan-complementario-oro');
    await expect.poll(() => collector.events().map((event) => event.name)).toContain('view_item');

    const events = collector.events();
    const pageView = events.find((event) => event.name === 'page_view')!;
    expect(pageView).toMatchObject({
      category: 'analytics',
      page: '/Comparar/EPS?utm_source=google&utm_campaign=eps-oro',
      params: { utm_source: 'google', utm_campaign: 'eps-oro' },
    });
    expect(events.find((event) => event.name === 'add_to_compare')!.params).toMatchObject({
      item_id: String(plan!.id),
    });
    expect(events.find((event) => event.name === 'view_item')!.params).toMatchObject({
      item_name: 'Plan Complementario Oro',
      currency: 'COP',
      value: expect.any(Number),
    });
    // One visitor, one id; the campaign of the arrival follows the visit.
    expect(new Set(events.map((event) => event.clientId)).size).toBe(1);
    expect(events.find((event) => event.name === 'view_item')!.params).toMatchObject({ utm_campaign: 'eps-oro' });
    expect((await dataLayer(page)).map((entry) => entry.event)).toContain('view_item');
    // The collector took them.
    for (const request of collector.requests) expect((await request.response())?.status()).toBe(202);
  });

  test("'Configurar' allows each purpose on its own, and the footer's link changes the choice later", async ({
    page,
  }) => {
    const collector = collectorRequests(page);
    await page.goto('/QS-Blog');
    await banner(page).getByRole('button', { name: 'Configurar' }).click();
    const dialog = settings(page);
    await expect(dialog).toBeVisible();
    expect(await blockingViolations(page, { within: 'dialog[open]' })).toEqual([]);
    await expect(dialog.getByRole('checkbox', { name: 'Permitir la analítica' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Permitir la medición publicitaria' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Permitir la analítica' }).check();
    await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => collector.events().map((event) => event.name)).toEqual(['page_view']);

    await page.reload();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect(settings(page).getByRole('checkbox', { name: 'Permitir la analítica' })).toBeChecked();
    await settings(page).getByRole('checkbox', { name: 'Permitir la analítica' }).uncheck();
    await settings(page).getByRole('button', { name: 'Guardar preferencias' }).click();
    const sent = collector.requests.length;
    await page.goto('/');
    await page.waitForTimeout(3_000);
    expect(collector.requests.length).toBe(sent);
    expect(await page.evaluate(() => localStorage.getItem('qs-client-id'))).toBeNull();
  });

  test("a lead is worth its business line's value, counted under the visitor's comparator; a promoted plan counts the A/B group", async ({
    page,
  }) => {
    const collector = collectorRequests(page);
    await page.goto('/Comparar/EPS?utm_source=google&utm_campaign=eps-oro');
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => collector.events().map((event) => event.name)).toContain('page_view');

    // The promoted plan's price tab pulses only for the variation; each group's visitor is counted on the plan.
    await page.goto('/EPS/salud-andina-eps/plan-complementario-oro');
    await expect
      .poll(() => collector.events().map((event) => event.name))
      .toContainEqual(expect.stringMatching(/^testAB_modal_test_(variation|control)$/));
    const group = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('qs-ab-groups') ?? '{}') as { modal_test?: string }).modal_test,
    );
    expect(['variation', 'control']).toContain(group);
    const exposure = collector.events().find((event) => event.name.startsWith('testAB_'))!;
    expect(exposure).toMatchObject({ name: `testAB_modal_test_${group}`, params: { item_id: 'EPS101-ORO' } });
    const priceTab = page.getByRole('tab', { name: 'Detalle de Precio' });
    if (group === 'variation') await expect(priceTab).toHaveClass(/qs-tabs__tab--highlight/);
    else await expect(priceTab).not.toHaveClass(/qs-tabs__tab--highlight/);

    // A request from the contact page: the contact line's value, the comparator the visitor came from.
    const lines = (await (await page.request.get('/api/businessLines')).json()) as {
      data: { origin: { route: string }[]; conversionValue: { colombia?: { value: number; currency: string } } }[];
    };
    const contactLine = lines.data.find((line) => line.origin.some((origin) => origin.route === '/contacto'))!;
    await page.goto('/contacto');
    const form = page
      .getByRole('region', { name: '¿Necesitas más información?' })
      .getByRole('form', { name: '¿Necesitas más información?' });
    await expect(form.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57');
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Camila Rojas');
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(`medicion.${Date.now()}@example.co`);
    await form.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos personales' }).check();
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Solicitud enviada. En los próximos segundos recibirás un email.')).toBeVisible();
    await expect.poll(() => collector.events().map((event) => event.name)).toContain('generate_lead');
    const lead = collector.events().find((event) => event.name === 'generate_lead')!;
    expect(lead.params).toMatchObject({
      value: contactLine.conversionValue.colombia!.value,
      currency: 'COP',
      comparator: 'EPS',
      lead_id: expect.stringMatching(/^\d+$/),
    });
    expect((await dataLayer(page)).find((entry) => entry.event === 'generate_lead')).toMatchObject({
      value: contactLine.conversionValue.colombia!.value,
      currency: 'COP',
    });
    for (const request of collector.requests) expect((await request.response())?.status()).toBe(202);
  });
});
