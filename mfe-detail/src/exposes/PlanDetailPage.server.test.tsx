/** @jest-environment node */
import { renderPlanPageOnServer, PLAN_TABS, stubPlanApi } from '../test/plan-page';

// Without a browser (no window, document or storage): a render that reads one fails here.
describe('the plan page rendered on the server with its data', () => {
  it.each(PLAN_TABS)('tab $tab', async ({ tab, slotsLeftToBrowser }) => {
    expect(typeof window).toBe('undefined');
    stubPlanApi();
    const { html, errors } = await renderPlanPageOnServer(tab);
    expect(errors.map((error) => String(error))).toEqual(
      slotsLeftToBrowser.map((slice) => expect.stringContaining(`${slice} no está disponible`)),
    );
    expect(html).toContain('Plan Complementario Oro');
  });
});
