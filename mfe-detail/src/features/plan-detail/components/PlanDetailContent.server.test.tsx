/** @jest-environment node */
import { MemoryRouter } from 'react-router';
import { addSliceTranslations, PageMetaContext, type OwnPageMeta } from '@qs/shared';
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

  it("tells the server's render what the page is, for the head it sends: title, image, Product and breadcrumb", () => {
    const base = '/EPS/salud-andina-eps/plan-oro';
    let said: OwnPageMeta | null = null;
    renderOnServer(
      <PageMetaContext.Provider value={{ set: (meta) => (said = meta) }}>
        <MemoryRouter initialEntries={[base]}>
          <PlanDetailContent plan={{ ...testPlan, url: base }} base={base} mode="page" />
        </MemoryRouter>
      </PageMetaContext.Provider>,
    );
    expect(said).toMatchObject({
      title: 'Vista General - Plan Complementario Oro | QuieroSeguro',
      type: 'product',
      image: testPlan.insuranceMetadata.metadata.image,
      structuredData: [
        expect.objectContaining({ '@type': 'Product', offers: expect.objectContaining({ price: 123456 }) }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ],
    });
  });

  it('says nothing of itself in the modal: the results page keeps its meta', () => {
    const base = '/EPS/salud-andina-eps/plan-oro';
    const said: OwnPageMeta[] = [];
    renderOnServer(
      <PageMetaContext.Provider value={{ set: (meta) => said.push(meta) }}>
        <MemoryRouter initialEntries={[base]}>
          <PlanDetailContent plan={{ ...testPlan, url: base }} base={base} mode="modal" />
        </MemoryRouter>
      </PageMetaContext.Provider>,
    );
    expect(said).toEqual([]);
  });
});
