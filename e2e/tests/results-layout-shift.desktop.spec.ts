import { expect, test, type Page } from '../support/test';
import { observeShifts, settled, shiftsOf, total } from '../support/layout-shift';

// docs/architecture.md#layout-shift-and-long-tasks: every area of /Comparar/EPS that fills in later (banner, filter bar,
// toolbar, cards, header menu) reserves its space. A budget on the page's layout-shift score
// (CLS ≤ 0.02, the Lighthouse gate's budget too), not a timing. Runs at a phone's width (375 px, and 412 px as
// Lighthouse's phone) and on desktop (1280 px); the desktop project sets the widths itself.
const CLS_BUDGET = 0.02;
const WIDTHS = [375, 412, 1280];

const loadComparePage = async (page: Page) => {
  await page.goto('/Comparar/EPS');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  await expect(page.locator('.qs-banner__title')).toBeVisible();
  // Late work (images, the profile form in the banner, fonts) has landed.
  await settled(page);
};

test.describe('no layout shift on /Comparar/EPS', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the page moves less than CLS ${CLS_BUDGET} while it fills in`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await observeShifts(page);
      await loadComparePage(page);
      const shifts = await shiftsOf(page);
      expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
    });

    test(`at ${width} px a late banner config keeps its reserved space`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      // The list answers first, the banner config last: the banner's placeholder must hold its size.
      await page.route('**/api/comparator/*/banner', async (route) => {
        await page.getByRole('main').getByRole('article').first().waitFor();
        await route.continue();
      });
      await observeShifts(page);
      await loadComparePage(page);
      const shifts = await shiftsOf(page);
      expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
});
