import { expect, test, type Locator, type Page, type Request } from '../support/test';
import { blockingViolations } from '../support/axe';
import { PHONE } from '../support/viewports';

/** A plan whose tabs carry the API's two documents: a 3-page brochure and 20–60 pages of conditions. */
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
const FILES = '**/api/documents/files/**';
const ERROR_TEXT = 'No pudimos cargar el documento. Inténtalo nuevamente en unos minutos.';

/** pdf.js itself (webpack chunk 'pdfjs') and its worker file, as the detail remote emits them. */
const isPdfjsLibrary = (url: string) => /\/pdfjs\.[0-9a-f]{8}\.js$/.test(url);
const isPdfjsWorker = (url: string) => /\/pdf\.worker(\.min)?\.[0-9a-f]{8}\.mjs$/.test(url);
const recordPdfjsRequests = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (isPdfjsLibrary(request.url()) || isPdfjsWorker(request.url())) seen.push(request);
  });
  return seen;
};

const pageRegions = (scope: Page | Locator) => scope.getByRole('group', { name: /^Página \d+ de \d+$/ });
const pageRegion = (scope: Page | Locator, page: number) =>
  scope.getByRole('group', { name: new RegExp(`^Página ${page} de \\d+$`) });
const pageCountOf = async (scope: Page | Locator) =>
  Number((await pageRegion(scope, 1).getAttribute('aria-label'))!.replace(/^.* de /, ''));

/** Opens a tab as a visitor does: inline, or from 'Ver más' where a phone puts it. */
const openTab = async (scope: Page | Locator, name: string) => {
  const tab = scope.getByRole('tab', { name });
  if (!(await tab.isVisible())) await scope.getByRole('button', { name: 'Ver más' }).click();
  await scope.getByRole('tab', { name }).or(scope.getByRole('menuitem', { name })).click();
};

const planName = async (page: Page): Promise<string> => {
  const answer = await page.request.get(`/api/insurance/by-url?url=${encodeURIComponent(PLAN)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { displayName: string } }).data.displayName;
};

/** Serious and critical axe violations inside the viewer (the rest of the page belongs to other specs). */
const viewerViolations = (page: Page) => blockingViolations(page, { within: '.qs-pdf-document' });

/** Whether a canvas has anything but white on it (the page's picture was drawn). */
const isPainted = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    if (element.width === 0) return false;
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) return true;
    return false;
  });

test.describe('PDF viewer on the plan page', () => {
  test(
    'pdf.js arrives only when the Folleto tab opens; spinner with percentage, then pages with selectable text',
    PHONE,
    async ({ page }) => {
      const name = await planName(page);
      const pdfjsRequests = recordPdfjsRequests(page);
      await page.goto(PLAN);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(pdfjsRequests.map((request) => request.url())).toEqual([]);

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(FILES, async (route) => {
        await released;
        await route.continue();
      });
      await openTab(page, 'Folleto');
      const status = page.getByRole('status').filter({ hasText: 'Esto puede tardar unos segundos' });
      await expect(status).toContainText('Folleto');
      await expect(status).toContainText(/Cargando documento…/);
      release();

      await expect(pageRegions(page)).toHaveCount(3);
      await expect(status).toHaveCount(0);
      const first = pageRegion(page, 1);
      await expect(first).toContainText(name);
      expect(await isPainted(first.locator('canvas'))).toBe(true);
      // The words are real text over the canvas, in place: a double click selects one of them.
      await first.getByText(name, { exact: false }).first().dblclick();
      const selected = await page.evaluate(() => window.getSelection()?.toString().trim());
      expect(name.split(' ')).toContain(selected);
      // The text layer lies on the page, not beyond it (its scale follows the page's width).
      const [layer, canvas] = await Promise.all([
        first.locator('.textLayer').boundingBox(),
        first.locator('canvas').boundingBox(),
      ]);
      expect(Math.abs(layer!.width - canvas!.width)).toBeLessThanOrEqual(2);
      expect(Math.abs(layer!.height - canvas!.height)).toBeLessThanOrEqual(2);

      // The library chunk and the worker came now, the worker runs in a worker (not pdf.js's main-thread fallback).
      expect(pdfjsRequests.some((request) => isPdfjsLibrary(request.url()))).toBe(true);
      await expect.poll(() => page.workers().length).toBeGreaterThan(0);
      expect(await page.evaluate(() => 'pdfjsWorker' in globalThis)).toBe(false);
      await expect
        .poll(() => page.evaluate(() => (window as { prerenderReady?: boolean }).prerenderReady === true))
        .toBe(true);
    },
  );

  test('the worker file is JavaScript from the detail remote, allowed by the page CSP', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const worker = page.waitForResponse((response) => isPdfjsWorker(response.url()));
    await page.goto(`${PLAN}/Folleto`);
    const response = await worker;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    await expect(pageRegions(page)).toHaveCount(3);
    expect(refused).toEqual([]);
  });

  test(
    'Condicion-General on a full page: 7 pages, then "Seguir leyendo..." reveals the rest',
    PHONE,
    async ({ page }) => {
      await page.goto(`${PLAN}/Condicion-General`);
      await expect(pageRegions(page)).toHaveCount(7);
      const total = await pageCountOf(page);
      expect(total).toBeGreaterThan(7);
      await expect(page.getByRole('button', { name: 'Página siguiente' })).toHaveCount(0);
      await expect(pageRegion(page, 1).locator('.textLayer span').first()).toBeAttached();
      expect(await viewerViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Seguir leyendo...' }).click();
      await expect(pageRegions(page)).toHaveCount(total);
      await expect(pageRegion(page, 8)).toBeFocused();
      await expect(page.getByRole('button', { name: 'Seguir leyendo...' })).toHaveCount(0);
      // Pages far below are drawn as the visitor reaches them.
      await pageRegion(page, total).scrollIntoViewIfNeeded();
      await expect(pageRegion(page, total).locator('.textLayer span').first()).toBeAttached();
      await expect.poll(() => isPainted(pageRegion(page, total).locator('canvas'))).toBe(true);
      // Pages far behind give their pixels back but keep their text and their height.
      await expect
        .poll(() =>
          pageRegion(page, 1)
            .locator('canvas')
            .evaluate((canvas: HTMLCanvasElement) => canvas.width),
        )
        .toBe(0);
      await expect(pageRegion(page, 1).locator('.textLayer span').first()).toBeAttached();
      expect((await pageRegion(page, 1).boundingBox())!.height).toBeGreaterThan(300);
    },
  );

  test('a document the API cannot serve shows the error image and text; Reintentar loads it', async ({ page }) => {
    await page.route(FILES, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto(`${PLAN}/Folleto`);
    const alert = page.getByRole('alert').filter({ hasText: ERROR_TEXT });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('img', { name: 'Documento no disponible' })).toBeVisible();
    expect(await viewerViolations(page)).toEqual([]);

    await page.unroute(FILES);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(pageRegions(page)).toHaveCount(3);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('PDF viewer in the results modal', () => {
  test('every page, previous/next and the page/total indicator', async ({ page }) => {
    // Walks the whole document page by page, each page drawn before the next click: 25–35 s on a quiet
    // 2-core machine, more than the default 45 s when the machine is busy.
    test.setTimeout(120_000);
    await page.goto('/Comparar/EPS');
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del plan' });
    await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();
    await openTab(dialog, 'Condición General');

    const previous = dialog.getByRole('button', { name: 'Página anterior' });
    const next = dialog.getByRole('button', { name: 'Página siguiente' });
    await expect(previous).toBeDisabled();
    const total = await pageCountOf(dialog);
    expect(total).toBeGreaterThan(7);
    await expect(pageRegions(dialog)).toHaveCount(total);
    await expect(dialog.getByRole('button', { name: 'Seguir leyendo...' })).toHaveCount(0);
    const indicator = dialog.getByText(new RegExp(`^\\d+/${total}$`));
    await expect(indicator).toHaveText(`1/${total}`);
    await expect(indicator).toHaveAttribute('aria-live', 'polite');
    expect(await viewerViolations(page)).toEqual([]);

    await next.click();
    await next.click();
    await expect(indicator).toHaveText(`3/${total}`);
    await expect(pageRegion(dialog, 3)).toBeInViewport();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(indicator).toHaveText(`2/${total}`);

    for (let current = 2; current < total; current += 1) await next.click();
    await expect(indicator).toHaveText(`${total}/${total}`);
    await expect(next).toBeDisabled();
    await expect(pageRegion(dialog, total).locator('.textLayer span').first()).toBeAttached();
  });
});
