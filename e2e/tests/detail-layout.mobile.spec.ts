import { expect, test, type Locator } from '../support/test';
import { PHONE } from '../support/viewports';

// docs/product/detail.md#tabs and #contact-bar-and-scroll-progress, on a 375 px phone:
// the WhatsApp and phone buttons cover neither the tab bar nor the text,
// the fixed bar never hides the end of the page, and a tab chosen from 'Ver más' is named in the bar.
// The inline tabs and 'Ver más' share one row with nothing cut or scrolled away. Screenshots are kept as
// artifacts of each run.
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
const box = async (locator: Locator) => (await locator.boundingBox())!;
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone plan page nothing covers the tab bar or the text', PHONE, async ({ page }) => {
  await page.goto(PLAN);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  const contact = page.getByRole('navigation', { name: 'Contáctanos' });
  await expect(contact.getByRole('link')).toHaveCount(2);

  // The inline tabs and 'Ver más' fit the row: nothing scrolls sideways, every label is whole.
  const bar375 = await box(tabs.locator('xpath=..'));
  expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  for (const tab of [...(await tabs.getByRole('tab').all()), page.getByRole('button', { name: /^Ver más/ })]) {
    const [own, fits] = [
      await box(tab),
      await tab.evaluate(
        (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
      ),
    ];
    expect(own.x).toBeGreaterThanOrEqual(bar375.x);
    expect(own.x + own.width).toBeLessThanOrEqual(bar375.x + bar375.width + 0.5);
    expect(fits, await tab.innerText()).toBe(true);
  }
  await expect(tabs.getByRole('tab', { name: 'Detalle de Precio' })).toBeVisible();

  // The contact buttons are in the page, apart from the tab bar and the tab's text.
  const [links, bar, text] = [await box(contact), await box(tabs), await box(page.locator('.qs-detail__content'))];
  expect(overlap(links, bar)).toBe(false);
  expect(overlap(links, text)).toBe(false);
  await test.info().attach('plan-375-top.png', { body: await page.screenshot(), contentType: 'image/png' });

  // At the end of the page the fixed bar sits below the last thing there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fixed = page.getByRole('region', { name: 'Resumen del plan' });
  if (await fixed.isVisible()) {
    const [bottomBar, end] = [await box(fixed), await box(contact)];
    expect(end.y + end.height).toBeLessThanOrEqual(bottomBar.y);
  }
  await test.info().attach('plan-375-end.png', { body: await page.screenshot(), contentType: 'image/png' });
});

test("a tab chosen from 'Ver más' is named in the tab bar", PHONE, async ({ page }) => {
  await page.goto(PLAN);
  const more = page.getByRole('button', { name: 'Ver más' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Folleto' }).click();
  await expect(page).toHaveURL(`${PLAN}/Folleto`);
  await expect(more).toHaveText(/Folleto$/);
  await expect(more).toHaveAccessibleName('Ver más: Folleto');
});
