import { expect, test } from '../support/test';
import { header, SHELL } from '../support/shell';

// From 1200 px the menu is a row in the header; an item with categories opens a popover.
test.describe('desktop menu (1280 px)', () => {
  test('is a row in the header, with no hamburger', async ({ page }) => {
    await page.goto('/');
    const menu = header(page).getByRole('navigation', { name: SHELL.mainMenu });
    await expect(menu.getByRole('button', { name: 'EPS', exact: true })).toBeVisible();
    // Said once: the comparison is inside the 'EPS' group, not also a link beside it (docs/product/shell.md#menu).
    await expect(menu.getByRole('link', { name: 'Planes complementarios de EPS' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: SHELL.openMenu })).toHaveCount(0);
  });

  for (const key of ['Enter', ' ']) {
    test(`a submenu opens with ${key === ' ' ? 'Space' : key}, takes focus, and Escape gives it back to its trigger`, async ({
      page,
    }) => {
      await page.goto('/');
      const trigger = header(page)
        .getByRole('navigation', { name: SHELL.mainMenu })
        .getByRole('button', { name: 'EPS', exact: true });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.focus();
      await page.keyboard.press(key);

      const popover = page.getByRole('dialog', { name: 'EPS' });
      await expect(popover).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(popover.getByText('Compara los planes complementarios de las EPS de Colombia.')).toBeVisible();
      await expect(popover.getByRole('link', { name: 'Comparar planes complementarios' })).toHaveAttribute(
        'href',
        '/Comparar/EPS',
      );
      await expect.poll(() => popover.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('following a submenu link navigates and closes the popover', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Empresas', exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'Empresas' });
    await popover.getByRole('link', { name: 'Comparar seguros colectivos' }).click();
    await expect(page).toHaveURL('/Comparar/Empresas');
    await expect(popover).toBeHidden();
  });
});
