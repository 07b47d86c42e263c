import { expect, test, type Locator, type Page } from '../support/test';
import { header, SHELL, shellReady } from '../support/shell';

// docs/product/shell.md#menu: from 1200 px the menu is one row in the header, each thing said once; below it the menu is
// the hamburger and the header fits; the comparator banner's profile form is whole. Screenshots are kept
// as artifacts of each run (test-results/…/attachments).
const box = async (locator: Locator) => (await locator.boundingBox())!;
const attachScreenshot = async (page: Page, name: string) => {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
};
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1440, 1366, 1280, 1200]) {
  test(`at ${width} px the menu is one row, with no entry twice`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await shellReady(page);
    const menu = header(page).getByRole('navigation', { name: SHELL.mainMenu });
    // The menu service's groups are in (they used to add a second row).
    await expect(menu.getByRole('button', { name: 'EPS', exact: true })).toBeVisible();
    const items = await menu.locator(':scope > ul > li').evaluateAll((elements) =>
      elements.map((element) => {
        const { top, bottom, right } = element.getBoundingClientRect();
        const control = element.querySelector('a, button')!;
        return { top, bottom, right, name: control.textContent!.trim(), href: control.getAttribute('href') };
      }),
    );
    expect(items.length).toBeGreaterThanOrEqual(6);
    // One row: every entry's box is at the first one's height, and inside the window.
    for (const item of items) {
      expect(Math.abs(item.top - items[0]!.top), item.name).toBeLessThanOrEqual(2);
      expect(item.right, item.name).toBeLessThanOrEqual(width);
    }
    expect((await box(header(page).locator('.qs-header__bar'))).height).toBeLessThanOrEqual(80);
    // No name twice, no address twice, and no link beside a group that already holds its comparison.
    const names = items.map((item) => item.name.toLocaleLowerCase('es'));
    expect(new Set(names).size).toBe(names.length);
    const hrefs = items.flatMap((item) => (item.href ? [item.href] : []));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain('/Comparar/EPS');
    expect(hrefs).not.toContain('/Comparar/Empresas');
    expect(await noSidewaysScroll(page)).toBe(true);
    await attachScreenshot(page, `menu-${width}.png`);
  });
}

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
  test(`at ${width} px the banner's profile form is whole: 'Agregar pareja' is inside the banner and can be clicked`, async ({
    page,
  }) => {
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
