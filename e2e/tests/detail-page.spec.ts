import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { PHONE } from '../support/viewports';

// The plan detail page (docs/product/detail.md) against the real API, on desktop and (mobile project) a 375 px phone.
const BASE = '/EPS/salud-andina-eps/plan-complementario-oro';
const ALIADO = 'http://aliado.localhost:3000';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 780;
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Secciones del plan' });

test.describe('plan detail page', () => {
  test('shows the tabs; a tab moves the URL and the title, Back returns to home', PHONE, async ({ page }) => {
    await page.goto(BASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Vista General - Plan Complementario Oro | QuieroSeguro');

    await tabs(page).getByRole('tab', { name: 'Dónde cubre' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/Donde-Cubre$`));
    await expect(page).toHaveTitle('Donde-Cubre - Plan Complementario Oro | QuieroSeguro');
    await expect(tabs(page).getByRole('tab', { name: 'Dónde cubre' })).toHaveAttribute('aria-selected', 'true');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Dónde cubre');
    await expect(page.locator('[data-active-tab]')).toHaveAttribute('data-active-tab', 'Donde-Cubre');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(tabs(page).getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Plan Complementario Oro');
  });

  test('opening base/Folleto opens that tab; an unknown tab falls back to home', async ({ page }) => {
    await page.goto(`${BASE}/Folleto`);
    await expect(page.getByRole('tabpanel', { name: 'Folleto' })).toBeVisible();
    if (!isPhone(page))
      await expect(tabs(page).getByRole('tab', { name: 'Folleto' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`${BASE}/No-Existe`);
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(tabs(page).getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
  });

  test("a phone shows 3 tabs and the others in 'Ver más'; a wide screen shows them all", PHONE, async ({ page }) => {
    await page.goto(BASE);
    const inline = tabs(page).getByRole('tab');
    if (!isPhone(page)) {
      await expect(inline).toHaveText([
        'Vista General',
        'Detalle de Precio',
        'Dónde cubre',
        'Condición General',
        'Folleto',
        'Solicitar',
      ]);
      await expect(page.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
      return;
    }
    await expect(inline).toHaveText(['Vista General', 'Detalle de Precio', 'Dónde cubre']);
    const more = page.getByRole('button', { name: 'Ver más' });
    await more.click();
    const menu = page.getByRole('menu', { name: 'Ver más' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Condición General', 'Folleto', 'Solicitar']);
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await menu.getByRole('menuitem', { name: 'Solicitar' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/Solicitar$`));
    await expect(page.getByRole('tabpanel', { name: 'Solicitar' }).locator('[data-slice="forms"]')).toBeVisible();
  });

  test('the header has the score stars with their label and the payment-method icons', PHONE, async ({ page }) => {
    await page.goto(BASE);
    await expect(page.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeVisible();
    const payments = page.getByRole('list', { name: 'Medios de pago' });
    await expect(payments.getByRole('img')).toHaveCount(3);
    await expect(payments.getByRole('img', { name: 'Tarjeta de crédito' })).toBeVisible();
    await expect(payments.getByRole('img', { name: 'Transferencia PSE' })).toBeVisible();
    await expect(page.getByText('/mes').first()).toBeVisible();
  });

  test(
    'the fixed bar appears once the header scrolls away on a headerFixed tab and opens Solicitar',
    PHONE,
    async ({ page }) => {
      await page.goto(BASE);
      const bar = page.getByRole('region', { name: 'Resumen del plan' });
      await expect(page.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeVisible();
      await expect(bar).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Solicitar más información' }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/Solicitar$`));
      await expect(bar).toHaveCount(0);
    },
  );

  test(
    'the request column holds the contact widget beside home, and the contact bar links WhatsApp and phone',
    PHONE,
    async ({ page }) => {
      await page.goto(BASE);
      const column = page.getByRole('complementary', { name: '¿Te interesa este plan?' });
      // Beside the content on a large screen; below it on a phone, where its slice loads as the visitor scrolls.
      await column.scrollIntoViewIfNeeded();
      await expect(column.locator('[data-slice="forms"]')).toBeVisible();
      const contact = page.getByRole('navigation', { name: 'Contáctanos' });
      await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(contact.getByRole('link', { name: /Llámanos/ })).toHaveAttribute('href', /^tel:/);
    },
  );

  test('axe finds no serious or critical violations on the page', PHONE, async ({ page }) => {
    await page.goto(BASE);
    await expect(page.getByRole('list', { name: 'Medios de pago' })).toBeVisible();
    // The forms slice's areas load as they near the screen: scroll to the column so axe checks them too.
    await page.getByRole('complementary', { name: '¿Te interesa este plan?' }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-slice="forms"]').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('plan detail in the results modal', () => {
  test(
    'tab changes move the URL; Back moves between tabs, then leaves the plan and closes the modal',
    PHONE,
    async ({ page }) => {
      await page.goto('/Comparar/EPS');
      const card = page.getByRole('article').first();
      const href = (await card.getByRole('link', { name: /Ver plan/ }).getAttribute('href'))!;
      await card.getByRole('link', { name: /Ver plan/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Detalle del plan' });
      await expect(dialog.getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(dialog.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveCount(0);

      await dialog.getByRole('tab', { name: 'Detalle de Precio' }).click();
      await expect(page).toHaveURL(new RegExp(`${href}/Detalle-de-Precio$`));
      await expect(dialog.getByRole('tab', { name: 'Detalle de Precio' })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('tab', { name: 'Vista General' }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await dialog.getByRole('tab', { name: 'Dónde cubre' }).click();
      await expect(page).toHaveURL(new RegExp(`${href}/Donde-Cubre$`));

      // Back steps through the tabs with the results still under the modal.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(dialog.getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${href}/Detalle-de-Precio$`));
      await expect(dialog.getByRole('tab', { name: 'Detalle de Precio' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 1, name: 'Planes complementarios de EPS' })).toBeAttached();
      await page.goForward();
      await expect(dialog.getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/Comparar\/EPS$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Planes complementarios de EPS' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  );

  test('closing the modal from a tab returns the URL to the results', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del plan' });
    await dialog.getByRole('tab', { name: 'Detalle de Precio' }).click();
    await expect(page).toHaveURL(/\/Detalle-de-Precio$/);
    await dialog.getByRole('button', { name: 'Cerrar detalle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/Comparar\/EPS$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a modal tab URL reloads as that tab of the full page', async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ })
      .click();
    await page.getByRole('dialog', { name: 'Detalle del plan' }).getByRole('tab', { name: 'Dónde cubre' }).click();
    await expect(page).toHaveURL(/\/Donde-Cubre$/);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Ruta de navegación' }).locator('[aria-current="page"]'),
    ).toHaveText('Dónde cubre');
  });
});

test.describe('plan detail on a partner site', () => {
  test('a plan of an organization aliado does not allow is not found, by the page and by the API', async ({ page }) => {
    const refused = '/EPS/caribe-unido-eps/plan-arrecife';
    await page.goto(`${ALIADO}${refused}`);
    await expect(page).toHaveURL(`${ALIADO}/Comparar/EPS`);
    // Node's request API does not resolve *.localhost, so the partner's calls are made by its page (same origin).
    const status = (url: string) =>
      page.evaluate(async (path) => (await fetch(path)).status, `/api/insurance/by-url?url=${encodeURIComponent(url)}`);
    expect(await status(refused)).toBe(404);
    expect(await status(BASE)).toBe(200);
    expect((await page.request.get(`/api/insurance/by-url?url=${encodeURIComponent(refused)}`)).status()).toBe(200);
  });

  test('an allowed plan opens on aliado, without the site contact bar (its chat is off)', async ({ page }) => {
    await page.goto(`${ALIADO}${BASE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Medios de pago' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contáctanos' })).toHaveCount(0);
  });
});
