import { expect, test } from '../support/test';
import { observeShifts, settled, shiftsOf, total } from '../support/layout-shift';

// docs/architecture.md#layout-shift-and-long-tasks on a plan page: the header, tab bar, content and request column reserve
// their space while the plan, the PDF documents and the forms slice fill in (CLS ≤ 0.02).
const CLS_BUDGET = 0.02;
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';

for (const width of [375, 412, 1280]) {
  test(`a plan page at ${width} px moves less than CLS ${CLS_BUDGET} while it fills in`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await observeShifts(page);
    await page.goto(PLAN);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeVisible();
    await settled(page);
    const shifts = await shiftsOf(page);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
