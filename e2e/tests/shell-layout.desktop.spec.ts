import { expect, test, type Locator, type Page } from '@playwright/test';
import { header, SHELL, shellReady } from '../support/shell';

// Issue 17 §4: below 1200 px the menu is the hamburger and the header fits; the comparator banner's
// profile form is whole. Screenshots are kept as artifacts of each run (test-results/…/attachments).
// The desktop menu's single row (1200–1440 px) is still open.
const box = async (locator: Locator) => (await locator.boundingBox())!;
const attachScreenshot = async (page: Page, name: string) => {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
};
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at 1024 px the menu is the hamburger and the header fits', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/Comparar/EPS');
  await shellReady(page);
  await expect(header(page).getByRole('button', { name: SHELL.openMenu })).toBeVisible();
  expect((await box(header(page).locator('.qs-header__bar'))).height).toBeLessThanOrEqual(80);
  expect(await noSidewaysScroll(page)).toBe(true);
  await attachScreenshot(page, 'menu-1024.png');
});

for (const width of [1366, 1280, 1024]) {
  test(`at ${width} px the banner's profile form is whole: 'Agregar pareja' is inside the banner and can be clicked`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/Comparar/Polizas-de-Salud');
    const banner = page.locator('.qs-banner--with-form');
    const add = banner.getByRole('button', { name: 'Agregar pareja' });
    await expect(add).toBeVisible();
    await add.scrollIntoViewIfNeeded();
    const [outer, inner] = [await box(banner), await box(add)];
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    // Nothing covers it and no overflow cuts it: the point at its centre is the button.
    const hit = await add.evaluate((button) => {
      const { left, top, width: w, height: h } = button.getBoundingClientRect();
      const at = document.elementFromPoint(left + w / 2, top + h / 2);
      return at === button || button.contains(at);
    });
    expect(hit).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await attachScreenshot(page, `banner-${width}.png`);
  });
}
