import { screen } from '@testing-library/react';
import { setPartner, type PartnerConfig } from '@qs/shared';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { HomePage } from './HomePage';

const partner = (disableShowcase: boolean) =>
  ({
    subdomain: 'cooperativa',
    name: 'Cooperativa Solidaria',
    subdomainLayout: { chatEnabled: true },
    disableShowcase,
  }) as PartnerConfig;

afterEach(() => setPartner(null));

// docs/product/shell.md#partner-layout-switches: the home's promotions are the site's showcase.
describe('HomePage on a partner site', () => {
  it("leaves the showcase ('Te puede interesar') out, unasked, when the partner disables it", () => {
    setPartner(partner(true));
    const fetchMock = stubApi({ '/api/whyUs/colombia': json(200, { data: [] }), '/api/menu': json(200, { data: [] }) });
    renderPage(<HomePage />, { path: '/' });
    expect(screen.queryByRole('region', { name: 'Te puede interesar' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '¿Por qué elegirnos?' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/blockzone/'))).toBe(false);
  });

  it('keeps it for a partner that does not', () => {
    setPartner(partner(false));
    stubApi({ '/api/whyUs/colombia': json(200, { data: [] }), '/api/menu': json(200, { data: [] }) });
    renderPage(<HomePage />, { path: '/' });
    expect(screen.getByRole('region', { name: 'Te puede interesar' })).toBeInTheDocument();
  });
});
