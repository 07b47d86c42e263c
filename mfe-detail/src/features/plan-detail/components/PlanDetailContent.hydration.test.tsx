import { MemoryRouter } from 'react-router';
import { addSliceTranslations, colombia, emptyProfile } from '@qs/shared';
import { hydrateServerMarkup, renderOnServer } from '../../../../../tools/jest/server-render';
import es from '../../../i18n/es.json';
import { testPlan } from '../../../test/test-plan';
import { PlanDetailContent } from './PlanDetailContent';

addSliceTranslations('detail', es);

const base = '/EPS/salud-andina-eps/plan-oro';
const page = () => (
  <MemoryRouter initialEntries={[base]}>
    <PlanDetailContent plan={{ ...testPlan, url: base }} base={base} mode="page" />
  </MemoryRouter>
);

describe('hydrating a plan page', () => {
  it("matches the server's markup for a visitor with a stored profile", async () => {
    // The chat and price services are not answered here: their failures are logged.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response);
    const serverHtml = renderOnServer(page());
    localStorage.setItem(
      colombia.storageKeys.profile,
      JSON.stringify({ colombia: { ...emptyProfile(), ingresodatos: true } }),
    );

    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, page());

    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('Plan Complementario Oro');
    unmount();
    logged.mockRestore();
  });
});
