import { expect, test } from '../support/test';
import { bar, slots, compareButton, dialog, epsPlans } from '../support/compare';

test.describe('compare on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('no checkboxes, but a compare link shows the bar and the modal, which scrolls sideways', async ({ page }) => {
    const [a, b] = await epsPlans(page);
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Comparar / })).toHaveCount(0);

    await page.goto(`/Comparar/EPS?comparar=${a!.id},${b!.id}`);
    await expect(slots(page).nth(1)).toContainText(b!.displayName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await bar(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);

    await compareButton(page).click();
    await expect(dialog(page).getByRole('columnheader')).toHaveCount(2);
    const table = dialog(page).getByRole('region', { name: 'Tabla de comparación' });
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});
