import { expect, test, type Page } from '../support/test';
import { header, SHELL } from '../support/shell';
import { PHONE } from '../support/viewports';

const SIDE_MENU_OPEN_CLASS = /(^|\s)qs-side-menu-open(\s|$)/;
const hamburger = (page: Page) => header(page).getByRole('button', { name: SHELL.openMenu });
const drawer = (page: Page) => page.getByRole('dialog', { name: SHELL.drawer });

// Below 1200 px the menu lives in a side drawer opened from the hamburger.
test.describe('mobile menu (375 px)', () => {
  test(
    'the hamburger opens the drawer with the submenus nested inside; Escape closes it and focus returns',
    PHONE,
    async ({ page }) => {
      await page.goto('/');
      await expect(header(page).getByRole('navigation', { name: SHELL.mainMenu })).toHaveCount(0);
      const toggle = hamburger(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();

      await expect(drawer(page)).toBeVisible();
      await expect(page.locator('body')).toHaveClass(SIDE_MENU_OPEN_CLASS);
      await expect.poll(() => drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const menu = drawer(page).getByRole('navigation', { name: SHELL.mainMenu });
      // The comparison is inside the service's 'EPS' group, not also a link beside it (docs/product/shell.md#menu).
      await expect(menu.getByRole('link', { name: 'Planes complementarios de EPS' })).toHaveCount(0);

      const group = menu.getByRole('button', { name: 'EPS', exact: true });
      const category = menu.getByRole('link', { name: 'Comparar planes complementarios' });
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      await expect(category).toBeHidden();
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expect(category).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(SIDE_MENU_OPEN_CLASS);
      await expect(hamburger(page)).toBeFocused();
    },
  );

  test('the close button closes the drawer and gives focus back to the hamburger', PHONE, async ({ page }) => {
    await page.goto('/');
    await hamburger(page).click();
    await drawer(page).getByRole('button', { name: SHELL.closeMenu }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(SIDE_MENU_OPEN_CLASS);
    await expect(hamburger(page)).toBeFocused();
  });

  test(
    'the open drawer locks the page behind it, and the CSP refuses nothing (docs/security.md#content-security-policy)',
    PHONE,
    async ({ page }) => {
      // Every refusal the page's CSP makes, from the first script on.
      await page.addInitScript(() => {
        const refused: string[] = [];
        (window as unknown as { qsRefused: string[] }).qsRefused = refused;
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      await page.goto('/Comparar/EPS');
      await expect(page.getByRole('article').first()).toBeVisible();
      await hamburger(page).click();
      await expect(drawer(page)).toBeVisible();
      // The scroll lock's <style> (with the page's nonce) holds the page: it cannot scroll while the drawer is open.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(await page.evaluate(() => (window as unknown as { qsRefused: string[] }).qsRefused)).toEqual([]);
    },
  );

  test('following a link in the drawer navigates and closes it', PHONE, async ({ page }) => {
    await page.goto('/');
    await hamburger(page).click();
    const menu = drawer(page).getByRole('navigation', { name: SHELL.mainMenu });
    await menu.getByRole('button', { name: 'Empresas', exact: true }).click();
    await menu.getByRole('link', { name: 'Comparar seguros colectivos' }).click();
    await expect(page).toHaveURL('/Comparar/Empresas');
    await expect(drawer(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(SIDE_MENU_OPEN_CLASS);
  });
});

test.describe('mobile header', () => {
  test('is 75 px high, hides while scrolling down and comes back when scrolling up', PHONE, async ({ page }) => {
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    const bar = header(page);
    const box = await bar.boundingBox();
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(75);
    expect(Math.round(box!.height)).toBeLessThanOrEqual(76);
    await expect(bar).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(bar).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(75);
  });
});
