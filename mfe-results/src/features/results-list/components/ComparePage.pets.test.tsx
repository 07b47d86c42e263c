import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  addSliceTranslations,
  apiClient,
  completeProfile,
  findComparator,
  registerSlices,
  type Profile,
  type ProfileFormProps,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { jsonResponse, planCard } from '../../../test/plans';
import { bannerConfig, setViewport } from '../../banner/test/banner-fixtures';
import { ComparePage } from './ComparePage';

addSliceTranslations('results', es);
const pets = findComparator('Seguros-Mascotas')!;
const CAT = { especie: 'Gato', raza: 'Criollo', edad: 3, parentesco: 'Mascota' } as const;

// The federation runtime is the network boundary of a remote load: the forms slice's profile form is a stand-in
// that says which form it was asked for and, on its button, does what the real one does on a valid submit.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const ProfileForm = ({ productType, submitLabel, onSubmitted }: ProfileFormProps) => {
  const submit = () => {
    const profile: Profile = { ingresodatos: true, cotizante: [], cargas: [], mascota: [CAT] };
    completeProfile(productType, profile);
    onSubmitted?.(profile);
  };
  return (
    <button type="button" data-product-type={productType} onClick={submit}>
      {submitLabel ?? 'Comparar'}
    </button>
  );
};

const card = (price: number, basis: 'from' | 'profile') =>
  planCard({
    id: 5001,
    displayName: 'Mascota Básico',
    productCode: 'MAS401-BASICO',
    url: '/Seguros/huellitas-seguros/mascota-basico',
    price: { minPrice: price, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis },
    insuranceType: {
      name: 'SEGURO_MASCOTAS',
      displayName: 'Seguro para Mascotas',
      upperType: { name: 'MASCOTAS', displayName: 'Seguros para Mascotas' },
    },
    organization: { id: 31, displayName: 'Huellitas Seguros', metadata: { url: 'huellitas-seguros' } },
  });

const fetchMock = jest.fn();
beforeAll(() => {
  registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
  jest.mocked(loadRemote).mockResolvedValue({ default: ProfileForm });
});
beforeEach(() => {
  apiClient.clearCache();
  setViewport(false);
  localStorage.setItem('qs-compare-first-view', JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' }));
  fetchMock.mockReset();
  const banner = bannerConfig({
    homeCompare: true,
    title: 'Seguros para tu mascota',
    description: 'Consultas, urgencias y responsabilidad civil para perros y gatos.',
    img: '/api/images/banners/Seguros-Mascotas.svg',
  });
  global.fetch = ((url: string, init?: RequestInit) =>
    String(url).includes('/api/comparator/')
      ? Promise.resolve(jsonResponse(200, { data: banner }))
      : fetchMock(url, init)) as typeof fetch;
});
afterEach(() => localStorage.clear());

const renderPage = () =>
  render(
    <MemoryRouter>
      <ComparePage comparator={pets} />
    </MemoryRouter>,
  );
const compareCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/insurance/compare/metadata'));

describe('ComparePage — the pet comparator (docs/product/results.md#comparators)', () => {
  it('lists the pet plans; its banner holds the pets profile form, whose pets reprice the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [card(27000, 'from')], metaData: { total: 1 } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Seguros para mascotas' })).toBeInTheDocument();
    const plan = await screen.findByRole('article', { name: 'Mascota Básico' });
    expect(within(plan).getByText('Desde')).toBeInTheDocument();
    expect(compareCalls()[0]![0]).toBe(
      '/api/insurance/compare/metadata?comparator=Seguros-Mascotas&organizationTypes=MASCOTAS&insuranceTypes=SEGURO_MASCOTAS&page=1',
    );

    const banner = await screen.findByRole('region', { name: 'Seguros para tu mascota' });
    expect(
      within(banner).getByText(
        'Estos son precios desde: el valor final depende de la especie y la edad de tus mascotas.',
      ),
    ).toBeInTheDocument();
    const submit = await within(banner).findByRole('button', { name: 'Calcular precios' });
    expect(submit).toHaveAttribute('data-product-type', 'pets');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [card(22100, 'profile')], metaData: { total: 1 } }));
    await userEvent.click(submit);
    const priced = await screen.findByRole('article', { name: 'Mascota Básico' });
    await waitFor(() => expect(within(priced).getByText('Precio para tu perfil')).toBeInTheDocument());
    expect(within(priced).getByText('$ 22.100')).toBeInTheDocument();
    const [, init] = compareCalls()[1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({
      comparator: 'Seguros-Mascotas',
      organizationTypes: ['MASCOTAS'],
      profile: { ingresodatos: true, mascota: [CAT] },
    });
    expect(screen.getByRole('button', { name: '¿Por qué este precio?' })).toBeInTheDocument();
  });

  it("speaks of pets, never of 'asegurados' or a company's employees, and offers no clinic filter", async () => {
    completeProfile('pets', { ingresodatos: true, cotizante: [], cargas: [], mascota: [CAT] });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [card(22100, 'profile')], metaData: { total: 1 } }));
    renderPage();
    await screen.findByRole('article', { name: 'Mascota Básico' });
    await screen.findByRole('region', { name: 'Seguros para tu mascota' });
    expect(screen.queryByText(/asegurados|beneficiarios|empleados/)).not.toBeInTheDocument();
    const filters = within(screen.getByRole('group', { name: 'Filtros' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual(['Compañía', 'Precio']);

    await userEvent.click(screen.getByRole('button', { name: 'Editar mascotas' }));
    const modal = await screen.findByRole('dialog', { name: '¿Qué mascotas quieres asegurar?' });
    expect(await within(modal).findByRole('button', { name: 'Comparar' })).toHaveAttribute('data-product-type', 'pets');
  });
});
