import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  addSliceTranslations,
  setPartner,
  usePublishedPageMeta,
  type OwnPageMeta,
  type PartnerConfig,
  type PlanDetail,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { PlanDetailView } from './PlanDetailView';
import { testPayment, testPlan } from '../../../test/test-plan';

addSliceTranslations('detail', es);

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn();
let planAnswer: { status: number; body: unknown };
let phone = false;

beforeEach(() => {
  planAnswer = { status: 200, body: { data: testPlan } };
  phone = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (String(url).startsWith('/api/insurance/by-url')) return json(planAnswer.status, planAnswer.body);
    if (String(url).startsWith('/api/qppayment/insurance-payment/')) return json(200, { data: testPayment });
    if (String(url).startsWith('/api/contactInformations')) return json(200, { data: [] });
    return json(404, { message: 'no' });
  });
  global.fetch = fetchMock;
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => setPartner(null));

const Where = () => <output aria-label="ruta">{useLocation().pathname}</output>;
/** What the page says of itself, which the shell puts on the document (docs/seo.md). */
let pageMeta: OwnPageMeta | null = null;
const PageMeta = () => {
  pageMeta = usePublishedPageMeta();
  return null;
};

let seq = 0;
/** Each test asks for its own plan URL: the API client caches answers by URL. */
const renderAt = (tab = '', mode: 'page' | 'modal' = 'page', plan: PlanDetail = testPlan) => {
  seq += 1;
  const base = `/EPS/salud-andina-eps/plan-${seq}`;
  planAnswer = {
    status: planAnswer.status,
    body: planAnswer.status === 200 ? { data: { ...plan, url: base } } : planAnswer.body,
  };
  const path = `${base}${tab}`;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Comparar/EPS" element={<p>Comparador EPS</p>} />
        <Route
          path="*"
          element={
            <>
              <PlanDetailView mode={mode} planUrl={base} requestedPath={path} />
              <Where />
              <PageMeta />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return base;
};

const where = () => screen.getByRole('status', { name: 'ruta' }).textContent;

describe('PlanDetailView', () => {
  it('shows the plan, its tabs with home selected and a breadcrumb on a full page', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Secciones del plan' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Vista General',
      'Detalle de Precio',
      'Dónde cubre',
      'Condición General',
      'Folleto',
      'Solicitar',
    ]);
    expect(screen.getByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Vista General' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
      'Inicio',
      'EPS',
      'Salud Andina EPS',
      'Plan Complementario Oro',
    ]);
    expect(pageMeta?.title).toBe('Vista General - Plan Complementario Oro | QuieroSeguro');
    expect(pageMeta?.type).toBe('product');
    expect(pageMeta?.structuredData?.map((data) => (data as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('opens a tab: URL base/{tab}, last crumb, title, description and the emitted tab', async () => {
    const base = renderAt();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dónde cubre' }));
    expect(where()).toBe(`${base}/Donde-Cubre`);
    expect(screen.getByRole('tab', { name: 'Dónde cubre' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Dónde cubre', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(pageMeta?.title).toBe('Donde-Cubre - Plan Complementario Oro | QuieroSeguro');
    expect(pageMeta?.description).toMatch(/^Donde-Cubre del Plan Complementario Oro de Salud Andina EPS/);
    expect(document.querySelector('[data-active-tab]')).toHaveAttribute('data-active-tab', 'Donde-Cubre');
  });

  it('opens the tab the URL names', async () => {
    renderAt('/Folleto');
    expect(await screen.findByRole('tab', { name: 'Folleto' })).toHaveAttribute('aria-selected', 'true');
  });

  it('replaces an unknown tab segment with the base URL', async () => {
    const base = renderAt('/No-Existe');
    expect(await screen.findByRole('tab', { name: 'Vista General' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(where()).toBe(base));
  });

  it('moves the focus with the arrow keys and opens with Enter', async () => {
    const base = renderAt();
    (await screen.findByRole('tab', { name: 'Vista General' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Detalle de Precio' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Solicitar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe(`${base}/Solicitar`);
  });

  it('has no tab bar when the plan has one tab', async () => {
    renderAt('', 'page', { ...testPlan, tabs: [testPlan.tabs[0]!, { ...testPlan.tabs[1]!, hidden: true }] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('hides a header button while its target tab is active, and the button opens that tab', async () => {
    const base = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle de precio' }));
    expect(where()).toBe(`${base}/Detalle-de-Precio`);
    expect(screen.queryByRole('button', { name: 'Ver detalle de precio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeInTheDocument();
  });

  it('shows the score as stars out of 5 and the payment methods by name', async () => {
    renderAt();
    expect(await screen.findByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeInTheDocument();
    const payments = await screen.findByRole('list', { name: 'Medios de pago' });
    expect(within(payments).getByRole('img', { name: 'Tarjeta de crédito' })).toBeInTheDocument();
    expect(within(payments).getByRole('img', { name: 'Transferencia PSE' })).toBeInTheDocument();
  });

  it('puts the request column beside home but not beside a document', async () => {
    renderAt();
    expect(await screen.findByRole('complementary', { name: '¿Te interesa este plan?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Condición General' }));
    expect(screen.queryByRole('complementary', { name: '¿Te interesa este plan?' })).not.toBeInTheDocument();
  });

  it('has no breadcrumb in a modal', async () => {
    renderAt('', 'modal');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Ruta de navegación' })).not.toBeInTheDocument();
  });

  it('sends a plan that is not found back to its comparison page', async () => {
    planAnswer = { status: 404, body: { message: 'Plan no encontrado' } };
    renderAt();
    expect(await screen.findByText('Comparador EPS')).toBeInTheDocument();
  });

  it("on a partner site, names the plan and the partner in the title, not only the partner's own title", async () => {
    setPartner({
      name: 'Banco Aliado',
      allowedUrls: ['/EPS'],
      allowedOrganizations: [],
      allowedRemotes: [],
      footerEnabledRoutes: [],
      SEOMetadata: { title: 'Banco Aliado | Compara planes de salud' },
    } as unknown as PartnerConfig);
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    expect(pageMeta?.title).toBe('Vista General - Plan Complementario Oro | Banco Aliado');
  });

  it('on a partner site, treats a plan of an organization it does not allow as not found', async () => {
    setPartner({
      name: 'aliado',
      allowedUrls: ['/EPS'],
      allowedOrganizations: [11],
      allowedRemotes: [],
      footerEnabledRoutes: [],
    } as unknown as PartnerConfig);
    renderAt('', 'modal');
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos este plan');
  });
});

describe('PlanDetailView on a phone', () => {
  it('shows 3 tabs inline and the rest, inMenuMore last, in the Ver más menu', async () => {
    phone = true;
    const base = renderAt();
    const inline = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(inline.map((tab) => tab.textContent)).toEqual(['Vista General', 'Detalle de Precio', 'Dónde cubre']);
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'Ver más' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Condición General', 'Folleto', 'Solicitar']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await userEvent.click(more);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Folleto' }));
    expect(where()).toBe(`${base}/Folleto`);
    expect(screen.getByRole('tabpanel', { name: 'Folleto' })).toBeInTheDocument();
    // The bar says which tab is shown, not only 'Ver más' (docs/product/detail.md#tabs).
    expect(more).toHaveTextContent(/Folleto$/);
    expect(more).toHaveAccessibleName('Ver más: Folleto');
  });
});
