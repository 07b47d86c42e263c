import { colombia, emptyProfile } from '@qs/shared';
import { hydratePlanPage, PLAN_TABS, renderPlanPageOnServer, stubPlanApi } from '../test/plan-page';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the plan page rendered on the server with its data and hydrated', () => {
  it.each(PLAN_TABS)(
    'tab $tab: the browser hydrates the markup without a mismatch, for a visitor with a stored profile',
    async ({ tab }) => {
      stubPlanApi();
      const server = await renderPlanPageOnServer(tab);
      expect(server.errors).toEqual([]);
      expect(server.html).toContain('Plan Complementario Oro');
      expect(server.html).not.toContain('Otra página');
      localStorage.setItem(
        colombia.storageKeys.profile,
        JSON.stringify({ colombia: { ...emptyProfile(), ingresodatos: true } }),
      );

      const { container, mismatches, unmount } = await hydratePlanPage(server, tab);

      expect(mismatches).toEqual([]);
      expect(container).toHaveTextContent('Plan Complementario Oro');
      unmount();
    },
  );
});
