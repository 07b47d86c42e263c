import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { footer, header, isPhone, openMainMenu, SHELL } from '../support/shell';
import { PHONE } from '../support/viewports';

const homeReady = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer(page).getByRole('group', { name: 'Contacto' })).toBeVisible();
};

test.describe('axe on the shell (no serious or critical violation)', () => {
  test('/ as it loads', PHONE, async ({ page }) => {
    await homeReady(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(
    '/ with the menu open (submenu popover on desktop, drawer with a submenu on mobile)',
    PHONE,
    async ({ page }) => {
      await homeReady(page);
      const menu = await openMainMenu(page);
      await menu.getByRole('button', { name: 'EPS', exact: true }).click();
      const submenu = isPhone(page)
        ? menu.getByRole('link', { name: 'Comparar planes complementarios' })
        : page.getByRole('dialog', { name: 'EPS' });
      await expect(submenu).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    },
  );

  test('/ with the notification panel open', PHONE, async ({ page }) => {
    await homeReady(page);
    await header(page).getByRole('button', { name: SHELL.bell }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/ with the referrals modal open', PHONE, async ({ page }) => {
    await homeReady(page);
    await footer(page).getByRole('button', { name: 'Referidos' }).click();
    await expect(page.getByRole('dialog', { name: 'Programa de referidos' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
