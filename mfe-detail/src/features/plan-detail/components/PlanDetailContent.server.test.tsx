/** @jest-environment node */
import { MemoryRouter } from 'react-router';
import { addSliceTranslations } from '@qs/shared';
import { renderOnServer } from '../../../../../tools/jest/server-render';
import es from '../../../i18n/es.json';
import { testPlan } from '../../../test/test-plan';
import { PlanDetailContent } from './PlanDetailContent';

addSliceTranslations('detail', es);

describe('a loaded plan on the server', () => {
  it('renders the plan page without a browser, tabs included', () => {
    expect(typeof window).toBe('undefined');
    const base = '/EPS/salud-andina-eps/plan-oro';
    const html = renderOnServer(
      <MemoryRouter initialEntries={[base]}>
        <PlanDetailContent plan={{ ...testPlan, url: base }} base={base} mode="page" />
      </MemoryRouter>,
    );
    expect(html).toContain('Plan Complementario Oro');
    expect(html).toContain('role="tablist"');
  });
});
