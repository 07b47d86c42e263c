import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSlices, SLICES, type PartnerConfig, type Slice } from '@qs/shared';
import { SiteContext } from './site-context';
import { SiteRoutes } from './SiteRoutes';
import { PartnerGate } from './PartnerGate';
import { sliceForPath } from './route-slices';
import { routeForPath } from './route-table.mjs';

// The federation runtime is the network boundary: each "remote" module here just names itself.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
  default: (props: object) => (
    <p>
      {id} {JSON.stringify(props)}
    </p>
  ),
}));

const Where = () => <output aria-label="ruta">{useLocation().pathname}</output>;

const renderAt = (
  path: string,
  { partner = null, slices = [...SLICES] }: { partner?: PartnerConfig | null; slices?: Slice[] } = {},
) => {
  registerSlices(
    slices.map((name) => ({ name, entry: `http://localhost/${name}/mf-manifest.json`, version: '1.0.0' })),
  );
  return render(
    <SiteContext.Provider value={{ partner, slices: new Set(slices) }}>
      <MemoryRouter initialEntries={[path]}>
        <PartnerGate>
          <SiteRoutes />
        </PartnerGate>
        <Where />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
};

const at = () => screen.getByRole('status', { name: 'ruta' }).textContent;

const ROUTES: Array<[string, string]> = [
  ['/', 'qs_content/HomePage'],
  ['/Comparar/EPS', 'qs_results/ComparePage {"comparator":"EPS"}'],
  ['/EPS/salud-andina/plan-oro', 'qs_detail/PlanDetailPage {"mode":"page"}'],
  ['/Empresa/SEGURO-COLECTIVO/aseguradora/Planes/pyme', 'qs_detail/PlanDetailPage'],
  ['/QS-Blog', 'qs_content/BlogPage'],
  ['/contacto', 'qs_content/ContactPage'],
  ['/Clinicas-y-Hospitales', 'qs_content/LandingPage {"landing":"Clinicas-y-Hospitales"}'],
  ['/Insurance-List', 'qs_content/LandingPage {"landing":"Insurance-List"}'],
  ['/Referidos-EPS', 'qs_content/LandingPage {"landing":"Referidos-EPS"}'],
  ['/preview/Registro', 'qs_content/LandingPage {"landing":"preview/Registro"}'],
  ['/preview/EPS/salud-andina-eps', 'qs_content/LandingPage {"landing":"preview/EPS/salud-andina-eps"}'],
  ['/Compra-Online/EPS-ORO', 'qs_forms/PurchasePage {"productCode":"EPS-ORO"}'],
  ['/v1', 'qs_forms/ProfileGeneratorPage'],
  ['/Seguro-Adicional', 'qs_forms/AdditionalInsurancePage'],
  ['/Sitemap-Products', 'qs_content/ProductMapPage'],
  ['/Partners-y-Alianzas', 'qs_content/PartnersPage'],
  ['/Portal-clientes', 'qs_content/CustomerPortalPage'],
  ['/politica-de-tratamiento-de-datos', 'qs_content/PrivacyPolicyPage'],
  ['/derechos-sobre-mis-datos', 'qs_content/DataRightsPage'],
  ['/derechos-sobre-mis-datos/confirmar', 'qs_content/DataRightsPage'],
  ['/EPS/salud-andina-eps', 'qs_content/LandingPage {"landing":"EPS/salud-andina-eps"}'],
  [
    '/Clinicas-y-Hospitales/clinica-del-valle',
    'qs_content/LandingPage {"landing":"Clinicas-y-Hospitales/clinica-del-valle"}',
  ],
];

describe('route table', () => {
  it.each(ROUTES)('%s is rendered by %s', async (path, module) => {
    renderAt(path);
    expect(await screen.findByText(new RegExp(`^${module.replace(/[{}[\]"]/g, '\\$&')}`))).toBeInTheDocument();
  });

  it.each([
    ['/quehacemos', '/Que-es-QuieroSeguro'],
    ['/Seguro', '/Seguros'],
    ['/Seguros-de-Salud', '/Comparar/Polizas-de-Salud'],
    ['/QS-University', '/QS-Blog'],
    ['/Medicina-Prepagada/Medicina-Prepagada-mas-Economica', '/QS-Blog/medicina-prepagada-mas-economica'],
    ['/EPS/salud-andina/Planes/plan-oro', '/EPS/salud-andina/plan-oro'],
    ['/Comparar/No-Existe', '/not-found'],
    ['/a/b/c', '/not-found'],
  ])('%s redirects to %s', async (path, target) => {
    renderAt(path);
    await screen.findByText(/^qs_/);
    expect(at()).toBe(target);
  });

  it('keeps a partner inside its allowed paths and slices', async () => {
    const aliado = {
      name: 'aliado',
      redirects: { allowedPaths: ['/Comparar', '/EPS'], defaultPath: '/Comparar/EPS' },
    } as PartnerConfig;
    renderAt('/QS-Blog', { partner: aliado, slices: ['results', 'detail', 'forms'] });
    expect(await screen.findByText(/^qs_results\/ComparePage/)).toBeInTheDocument();
    expect(at()).toBe('/Comparar/EPS');
  });

  it('opens the purchase page over the current page as the qppayment outlet', async () => {
    renderAt('/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO');
    expect(
      await screen.findByText('qs_forms/PurchasePage {"productCode":"EPS101-ORO","mode":"outlet"}'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^qs_results\/ComparePage/)).toBeInTheDocument();
  });

  it('opens one payment of a purchase by its id in the qppayment outlet', async () => {
    renderAt('/?session=x&sessionType=purchase&qppayment=Compra-Online%2Fpago%2Fpay_0000000000000001');
    expect(
      await screen.findByText('qs_forms/PurchasePage {"paymentId":"pay_0000000000000001","mode":"outlet"}'),
    ).toBeInTheDocument();
  });

  it('ignores the outlet for a partner without the forms slice', async () => {
    renderAt('/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO', { slices: ['results', 'detail'] });
    await screen.findByText(/^qs_results\/ComparePage/);
    expect(screen.queryByText(/^qs_forms/)).not.toBeInTheDocument();
  });
});

describe('sliceForPath', () => {
  it.each(ROUTES)('agrees with the route table on %s', (path, module) => {
    expect(`qs_${sliceForPath(path)}`).toBe(module.split('/')[0]);
  });

  // The host's server hints the exposed page's files from this same table: it must name what renders.
  it.each(ROUTES)('names the exposed page SiteRoutes renders on %s', (path, module) => {
    expect(routeForPath(path).module).toBe(module.split(' ')[0]);
  });
});
