import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { PHONE } from '../support/viewports';
import { navigateInApp } from '../support/navigation';

const COMPARE = '**/api/insurance/compare/metadata**';
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const names = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;
const amounts = async (page: Page) =>
  (await page.locator('.qs-plan-card__amount').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));

test.describe('results list', () => {
  test('placeholders as many as the page size and the rotating message while loading', async ({ page }) => {
    await page.clock.install();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first view of a comparator comes with its list (rendered on the server); reached from another page of the
    // app, the browser asks for it and shows the placeholders meanwhile.
    await page.goto('/');
    await page.route(COMPARE, async (route) => {
      await released;
      await route.continue();
    });
    await navigateInApp(page, '/Comparar/EPS');
    const status = page.getByRole('status').filter({ hasText: 'Buscando los mejores planes para ti' });
    await expect(status).toBeVisible();
    await expect(page.locator('.qs-plan-card--placeholder')).toHaveCount(20);
    await page.clock.runFor(3500);
    await expect(page.getByRole('status').filter({ hasText: 'Comparando precios y coberturas' })).toBeVisible();
    release();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.locator('.qs-plan-card--placeholder')).toHaveCount(0);
  });

  test('numbered pages on /Comparar/EPS: Siguiente, ?pagina in the URL, a reload opens that page', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await expect(cards(page)).toHaveCount(20);
    const first = await names(page);
    const count = Number((await page.getByText(/planes encontrados$/).innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(20);
    const paging = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(paging.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/Comparar\/EPS\?pagina=2$/);
    await expect(cards(page)).toHaveCount(count - 20);
    const second = await names(page);
    expect(second.some((name) => first.includes(name))).toBe(false);
    await expect(paging.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(cards(page)).toHaveCount(count - 20);
    expect(await names(page)).toEqual(second);
    await page.goBack();
    await expect(page).toHaveURL(/\/Comparar\/EPS$/);
    await expect(cards(page)).toHaveCount(20);
  });

  test('more results on /Comparar/Polizas-de-Salud append the next page', async ({ page }) => {
    await page.goto('/Comparar/Polizas-de-Salud');
    await expect(cards(page)).toHaveCount(20);
    const first = await names(page);
    await page.getByRole('button', { name: 'Ver más resultados' }).click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect.poll(async () => (await cards(page).count()) > 20).toBe(true);
    expect((await names(page)).slice(0, 20)).toEqual(first);
    await expect(page.getByRole('button', { name: 'Ver más resultados' })).toBeHidden();
    const all = await cards(page).count();
    await page.reload();
    await expect(cards(page)).toHaveCount(all);
  });

  test(
    'filters, sort and price range live in the URL, and a link reproduces the view',
    PHONE,
    async ({ page, browser }) => {
      await page.goto('/Comparar/EPS?pagina=2');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Compañía' }).click();
      await page.getByRole('region', { name: 'Compañía' }).getByRole('checkbox', { name: 'Salud Andina EPS' }).check();
      await expect(page).toHaveURL(/\?companias=1$/);
      await expect(cards(page).first()).toBeVisible();
      // The URL moves before the filtered list arrives: the cards are read once they are the new list's.
      await expect
        .poll(async () => [...new Set(await page.locator('.qs-plan-card__org').allInnerTexts())])
        .toEqual(['Salud Andina EPS']);

      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor precio' });
      await expect(page).toHaveURL(/orden=lowerPrice/);
      await expect
        .poll(async () => {
          const prices = await amounts(page);
          return prices.length > 0 && prices.every((price, index) => index === 0 || price >= prices[index - 1]!);
        })
        .toBe(true);

      await page.getByRole('button', { name: 'Precio', exact: true }).click();
      await page.getByLabel('Mínimo a pagar').fill('100000');
      await page.getByLabel('Máximo a pagar').fill('200000');
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page).toHaveURL(/precioMin=100000&precioMax=200000/);
      await expect(page.getByText(/dentro del rango de precio que elegiste/)).toBeVisible();
      await expect(page.getByText('Reduce el mínimo a pagar para verlos')).toBeVisible();
      for (const price of await amounts(page)) expect(price >= 100000 && price <= 200000).toBe(true);

      const other = await browser.newPage();
      await other.goto(page.url());
      await expect(other.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(await names(other)).toEqual(await names(page));
      await other.close();
    },
  );

  test('a clinic filter keeps only plans whose network has it', async ({ page }) => {
    await page.goto('/Comparar/Medicina-Prepagada');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Clínicas' }).click();
    await page.getByLabel('Buscar clínica u hospital').fill('cumandáy');
    const panel = page.getByRole('region', { name: 'Clínicas' });
    await expect(panel.getByRole('checkbox')).toHaveCount(1);
    await panel.getByRole('checkbox', { name: /Clínica Cerro Cumanday/ }).check();
    await expect(page).toHaveURL(/clinicas=\d+/);
    // Its network belongs to fewer plans than a page holds (the API's fixtures: 11).
    await expect(page.getByText('11 planes encontrados')).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeLessThan(20);
    await expect(page.getByRole('button', { name: 'Clínicas (1)' })).toBeVisible();
  });

  test('empty state with Limpiar filtros; a failed organizations list clears the list', async ({ page }) => {
    await page.goto('/Comparar/EPS?precioMax=1');
    await expect(page.getByText('No encontramos planes para esta búsqueda.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Limpiar filtros' }).last().click();
    await expect(cards(page)).toHaveCount(20);

    await page.route('**/api/organization/seguros/tipo/EPS**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Compañía' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error al obtener las organizaciones de tipo EPS' }).first(),
    ).toBeVisible({ timeout: 10_000 });
    await expect(cards(page)).toHaveCount(0);
  });

  test('error panel with Reintentar, and the robot screen on a 401', async ({ page }) => {
    // The API fails for the list the browser asks (reached from another page; the first view comes with its list).
    await page.goto('/');
    await page.route(COMPARE, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"caído"}' }),
    );
    await navigateInApp(page, '/Comparar/EPS');
    await expect(page.getByRole('heading', { name: 'Error al cargar resultados' })).toBeVisible();
    await page.unroute(COMPARE);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(cards(page)).toHaveCount(20);

    // A robot answer as the API gives it (docs/security.md#human-challenge): with a signed challenge. This one is not signed by the
    // API, so the real API refuses it (400) — the page sends it back by POST and asks again either way.
    const robotAnswer = {
      statusCode: 401,
      message: 'El sistema piensa que eres un robot...',
      code: 'BOT_SUSPICION',
      challenge: 'v1.e30.no-firmado',
    };
    await page.route(COMPARE, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(robotAnswer) }),
    );
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Más populares' });
    await expect(page.getByRole('heading', { name: 'El sistema piensa que eres un robot...' })).toBeVisible();
    await page.unroute(COMPARE);
    const confirmation = page.waitForResponse((response) => response.url().includes('/api/buscarplanes/notrobot'));
    await page.getByRole('button', { name: 'Soy humano!' }).click();
    const answer = await confirmation;
    expect(answer.request().method()).toBe('POST');
    expect(answer.request().postDataJSON()).toEqual({ challenge: 'v1.e30.no-firmado' });
    expect(answer.status()).toBe(400);
    await expect(cards(page)).toHaveCount(20);
    // The old bare GET clears nothing any more.
    const bare = await page.request.get('/api/buscarplanes/notrobot?_fh=1');
    expect(bare.status()).toBe(405);
    expect(((await bare.json()) as { message: string }).message).toBe(
      'Para confirmar que eres humano usa el botón «Soy humano!» de la página de resultados.',
    );
  });

  test('the view switch is remembered; a phone gets its own one-column layout', PHONE, async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await expect(cards(page)).toHaveCount(20);
    if (isPhone(page)) {
      await expect(page.getByRole('group', { name: 'Vista de resultados' })).toBeHidden();
      const [card, viewport] = [await cards(page).first().boundingBox(), page.viewportSize()!];
      expect(card!.width).toBeGreaterThan(viewport.width * 0.8);
      const second = await cards(page).nth(1).boundingBox();
      expect(second!.y).toBeGreaterThan(card!.y + card!.height - 1);
      await page
        .getByRole('navigation', { name: 'Páginas de resultados' })
        .getByRole('button', { name: 'Siguiente' })
        .click();
      await expect(page).toHaveURL(/pagina=2/);
      return;
    }
    await page.getByRole('button', { name: /Lista/ }).click();
    await expect(page.locator('.qs-results__list')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Lista/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.qs-results__list')).toBeVisible();
    await page.getByRole('button', { name: /Cuadrícula/ }).click();
    await expect(page.locator('.qs-results__grid')).toBeVisible();
  });

  test('no serious accessibility violation with a filter panel open', PHONE, async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Compañía' }).click();
    await expect(page.getByRole('region', { name: 'Compañía' }).getByRole('checkbox').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
