import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addSliceTranslations, type PlanDetail } from '@qs/shared';
import es from '../../../i18n/es.json';
import { PlanDetailView } from './PlanDetailView';

addSliceTranslations('detail', es);

const plan: PlanDetail = {
  id: 11,
  displayName: 'Plan Complementario Oro',
  name: 'plan-complementario-oro',
  productCode: 'EPS-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 123456, unit: { code: 'COP' } },
  score: 8,
  insuranceType: { name: 'PLAN_COMPLEMENTARIO_EPS', displayName: 'Plan complementario', upperType: { name: 'EPS', displayName: 'EPS' } },
  organization: { displayName: 'Salud Andina EPS', metadata: { url: 'salud-andina-eps' } },
  descriptions: [{ type: { name: 'insurance_description_general', displayName: 'General' }, text: 'Cobertura hospitalaria en clínicas de red.' }],
  tabs: [],
};

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const renderAt = (path: string, mode: 'page' | 'modal' = 'page') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Comparar/EPS" element={<p>Comparador EPS</p>} />
        <Route path="*" element={<PlanDetailView mode={mode} planUrl={path} requestedPath={path} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('PlanDetailView', () => {
  it('shows the plan name as heading, its description and a breadcrumb on a full page', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: plan }));
    renderAt(plan.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Complementario Oro' })).toBeInTheDocument();
    expect(screen.getByText('Cobertura hospitalaria en clínicas de red.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toBeInTheDocument();
    expect(screen.getByText('Plan Complementario Oro', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/insurance/by-url?url=%2FEPS%2Fsalud-andina-eps%2Fplan-complementario-oro');
  });

  it('has no breadcrumb in a modal', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...plan, id: 12 } }));
    renderAt('/EPS/salud-andina-eps/plan-complementario-plata', 'modal');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Ruta de navegación' })).not.toBeInTheDocument();
  });

  it('sends a plan that is not found back to its comparison page', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Plan no encontrado' }));
    renderAt('/EPS/no-existe/plan-x');
    expect(await screen.findByText('Comparador EPS')).toBeInTheDocument();
  });

  it('says so when a plan has no description', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...plan, id: 13, url: '/EPS/a/b', descriptions: [] } }));
    renderAt('/EPS/a/b');
    expect(await screen.findByText('No disponemos de informacion de coberturas o beneficios para este producto')).toBeInTheDocument();
  });
});
