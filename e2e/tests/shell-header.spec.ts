import { expect, test, type Page } from '../support/test';
import { header, openMainMenu, SHELL, shellReady } from '../support/shell';
import { PHONE } from '../support/viewports';
import { FAULT_SITE, faultHostOfDescribe } from '../support/fault-host';

const MENU_SERVICE = '/api/menu';
const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('header', () => {
  test('is marked as home on / and only there', PHONE, async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-home', 'true');
    await page.goto('/Comparar/EPS');
    await shellReady(page);
    await expect(header(page)).not.toHaveAttribute('data-home');
  });

  test('Contacto and Portal Clientes lead to the contact page and the customer portal', PHONE, async ({ page }) => {
    await page.goto('/Comparar/EPS');
    let menu = await openMainMenu(page);
    await expect(menu.getByRole('link', { name: 'Portal Clientes' })).toHaveAttribute('href', '/Portal-clientes');
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL('/contacto');

    menu = await openMainMenu(page);
    await menu.getByRole('link', { name: 'Portal Clientes' }).click();
    await expect(page).toHaveURL('/Portal-clientes');
  });
});

// What the menu service answers reaches the server's render and the browser alike: the fault host's API proxy
// answers in its place.
test.describe('header, with the menu service answering as a case says', () => {
  const host = faultHostOfDescribe();

  test(
    'the menu lists what the menu service answers, then Contacto and the customer portal',
    PHONE,
    async ({ page }) => {
      host().set({
        kind: 'up',
        answers: {
          [MENU_SERVICE]: {
            json: {
              data: [
                { title: 'Seguros de viaje', url: '/Seguros-de-Viaje', categories: [] },
                {
                  title: 'Guías',
                  url: '/QS-Blog',
                  categories: [
                    {
                      title: 'eps',
                      url: '/QS-Blog/que-es-un-plan-complementario',
                      displayName: 'Qué es un plan complementario',
                    },
                  ],
                },
              ],
            },
          },
        },
      });
      await page.goto(`${FAULT_SITE}/`);
      const menu = await openMainMenu(page);
      await expect(menu.getByRole('link', { name: 'Seguros de viaje' })).toHaveAttribute('href', '/Seguros-de-Viaje');
      await expect(menu.getByRole('button', { name: 'Guías' })).toBeVisible();
      // Items of the real service are gone: the menu is the service's, not compiled in.
      await expect(menu.getByRole('button', { name: 'EPS', exact: true })).toHaveCount(0);

      const names = await menu.getByRole('listitem').allInnerTexts();
      expect(names.slice(-2).map((name) => name.trim())).toEqual(['Contacto', 'Portal Clientes']);
    },
  );

  test(
    "says 'Ups! algo salió mal.' when the menu service fails, and Reintentar brings the menu back",
    PHONE,
    async ({ page }) => {
      host().set({
        kind: 'up',
        answers: { [MENU_SERVICE]: { status: 500, json: { statusCode: 500, error: 'Error', message: 'Falla' } } },
      });
      await page.goto(`${FAULT_SITE}/`);
      const menu = await openMainMenu(page);
      const failure = menu.getByRole('alert');
      await expect(failure).toContainText(SHELL.menuError);
      // The comparators do not depend on the service.
      await expect(menu.getByRole('link', { name: 'Planes complementarios de EPS' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'EPS', exact: true })).toHaveCount(0);

      host().set({ kind: 'up' });
      await failure.getByRole('button', { name: SHELL.retry }).click();
      await expect(menu.getByRole('button', { name: 'EPS', exact: true })).toBeVisible();
      await expect(menu.getByText(SHELL.menuError)).toHaveCount(0);
    },
  );
});

test.describe('user-mode banner', () => {
  const banner = (page: Page) => header(page).getByRole('complementary', { name: SHELL.userMode });

  test('is absent for an ordinary visitor', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("says 'Tráfico Interno' with ?internal-traffic=true, also on later pages", async ({ page }) => {
    await page.goto('/?internal-traffic=true');
    await expect(banner(page)).toHaveText('Tráfico Interno');
    await page.goto('/Comparar/EPS');
    await expect(banner(page)).toHaveText('Tráfico Interno');
  });

  test("shows the stored referrer's name, and forgets a referrer older than 30 days", async ({ page }) => {
    const store = (daysAgo: number) =>
      page.evaluate(
        ({ initialDate }) =>
          localStorage.setItem(
            'qs_referrer',
            JSON.stringify({
              email: 'camila.ortiz@example.com',
              name: 'Camila Ortiz',
              loggedAs: 'referral',
              initialDate,
            }),
          ),
        { initialDate: new Date(Date.now() - daysAgo * DAY_MS).toISOString() },
      );
    await page.goto('/');
    await store(2);
    await page.reload();
    await expect(banner(page)).toHaveText('Camila Ortiz');

    await store(31);
    await page.reload();
    await shellReady(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('qs_referrer'))).toBeNull();
  });
});
