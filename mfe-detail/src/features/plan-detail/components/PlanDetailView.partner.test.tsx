import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addSliceTranslations, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { FixedBar } from '../../request';
import { PlanDetailView } from './PlanDetailView';
import { testPayment, testPlan } from '../../../test/test-plan';

addSliceTranslations('detail', es);

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    if (String(url).startsWith('/api/insurance/by-url')) return json(200, { data: testPlan });
    if (String(url).startsWith('/api/qppayment/insurance-payment/')) return json(200, { data: testPayment });
    if (String(url).startsWith('/api/contactInformations')) return json(200, { data: [] });
    if (String(url).startsWith('/api/chat/available')) return json(200, { data: { active: false } });
    return json(404, { message: 'no' });
  }) as unknown as typeof fetch;
  window.matchMedia = (() => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => setPartner(null));

let seq = 0;
const renderPlan = () => {
  seq += 1;
  const base = `/EPS/salud-andina-eps/partner-plan-${seq}`;
  render(
    <MemoryRouter initialEntries={[base]}>
      <PlanDetailView mode="page" planUrl={base} requestedPath={base} />
    </MemoryRouter>,
  );
};
const partner = (subdomainLayout: PartnerConfig['subdomainLayout']) =>
  ({
    subdomain: 'aliado',
    name: 'Banco Aliado',
    allowedUrls: ['/EPS'],
    allowedOrganizations: [],
    allowedRemotes: [],
    footerEnabledRoutes: [],
    subdomainLayout,
    disableShowcase: true,
  }) as unknown as PartnerConfig;

// docs/product/shell.md#partner-layout-switches
describe("PlanDetailView under a partner's layout switches", () => {
  it("hides the score and the request buttons ('Solicitar', 'Solicitar este plan') when the partner turns them off", async () => {
    setPartner(partner({ chatEnabled: false, requestButtonEnabled: false, scoreEnabled: false }));
    renderPlan();
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('button', { name: 'Ver detalle de precio' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Puntaje/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar este plan' })).not.toBeInTheDocument();
  });

  it('keeps them for a partner that leaves them on', async () => {
    setPartner(partner({ chatEnabled: true }));
    renderPlan();
    expect(await screen.findByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar este plan' })).toBeInTheDocument();
  });

  it("leaves the fixed bar's request button out, keeping the plan and its price", () => {
    setPartner(partner({ chatEnabled: false, requestButtonEnabled: false }));
    const { unmount } = render(<FixedBar plan={testPlan} price={null} onRequest={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Resumen del plan' })).toHaveTextContent(testPlan.displayName);
    expect(screen.queryByRole('button', { name: 'Solicitar más información' })).not.toBeInTheDocument();
    unmount();

    setPartner(null);
    render(<FixedBar plan={testPlan} price={null} onRequest={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Solicitar más información' })).toBeInTheDocument();
  });
});
