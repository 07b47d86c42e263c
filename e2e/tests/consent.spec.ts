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
});
