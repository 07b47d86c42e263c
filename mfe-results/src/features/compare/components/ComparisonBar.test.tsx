import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import {
  addSliceTranslations,
  COMPARATORS,
  emptyProfile,
  getEventBus,
  setPartner,
  type PartnerConfig,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { jsonResponse, planCard } from '../../../test/plans';
import { compareProductsAtom } from '../model/compare-atoms';
import { compareProduct } from '../test/compare-products';
import { CompareCheckbox } from './CompareCheckbox';
import { ComparisonBar } from './ComparisonBar';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;

// Only the network is stubbed; jsdom has no matchMedia, so a desktop window is described to it.
const fetchMock = jest.fn();
let desktop = true;
const mediaListeners = new Set<() => void>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  desktop = true;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return desktop;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  getDefaultStore().set(compareProductsAtom, {});
});
afterEach(() => setPartner(null));

/** Answers the products call with the ids it is asked for (unknown ids left out, as the API does). */
const answerProducts = (known: number[] = [1001, 1002, 1003, 1004]) =>
  fetchMock.mockImplementation(async (url: string) => {
    const ids = new URL(url, 'http://localhost').searchParams.get('ids')!.split(',').map(Number);
    return jsonResponse(200, { data: ids.filter((id) => known.includes(id)).map((id) => compareProduct(id)) });
  });

const Location = () => {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
};

const comparable = (id: number) =>
  planCard({ id, displayName: `Plan Complementario ${id}`, insuranceMetadata: { metadata: { comparable: true } } });

const renderPage = (url = '/Comparar/EPS?pagina=2', plans = [1001, 1002, 1003, 1004].map(comparable)) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      {plans.map((plan) => (
        <CompareCheckbox key={plan.id} plan={plan} />
      ))}
      <ComparisonBar comparator={eps} />
      <Location />
    </MemoryRouter>,
  );

const bar = () => screen.getByRole('region', { name: 'Comparador de planes' });
const slotTexts = () =>
  within(bar())
    .getAllByRole('listitem')
    .map((slot) => slot.textContent);
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const box = (id: number) => screen.getByRole('checkbox', { name: `Comparar Plan Complementario ${id}` });

describe('compare checkboxes and the comparison bar', () => {
  it('is hidden until a plan is chosen; fills slots in order; disables the rest at 3; removing shifts', async () => {
    answerProducts();
    const events: number[][] = [];
    const subscription = getEventBus()
      .on('compare/changed')
      .subscribe(({ planIds }) => events.push(planIds));
    renderPage();
    expect(screen.queryByRole('region', { name: 'Comparador de planes' })).not.toBeInTheDocument();

    await userEvent.click(box(1002));
    expect(await within(bar()).findByText('Plan Complementario 1002')).toBeInTheDocument();
    expect(within(bar()).getByText('Elige mínimo 2 seguros para compararlos')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Comparar' })).toBeDisabled();

    await userEvent.click(box(1001));
    await userEvent.click(box(1003));
    await within(bar()).findByText('Plan Complementario 1003');
    expect(slotTexts()).toEqual([
      'Plan Complementario 1002Desde $\u00a0101.002 /mes×',
      'Plan Complementario 1001Desde $\u00a0101.001 /mes×',
      'Plan Complementario 1003Desde $\u00a0101.003 /mes×',
    ]);
    expect(box(1004)).toBeDisabled();
    expect(box(1001)).toBeEnabled();
    expect(within(bar()).queryByText('Elige mínimo 2 seguros para compararlos')).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Comparar' })).toBeEnabled();
    expect(url()).toBe('?pagina=2&comparar=1002%2C1001%2C1003');

    await userEvent.click(
      within(bar()).getByRole('button', { name: 'Quitar Plan Complementario 1002 de la comparación' }),
    );
    expect(slotTexts()).toEqual([
      'Plan Complementario 1001Desde $\u00a0101.001 /mes×',
      'Plan Complementario 1003Desde $\u00a0101.003 /mes×',
      'Espacio libre para un plan',
    ]);
    expect(box(1002)).not.toBeChecked();
    expect(box(1004)).toBeEnabled();
    expect(url()).toBe('?pagina=2&comparar=1001%2C1003');
    expect(events).toEqual([[1002], [1002, 1001], [1002, 1001, 1003], [1001, 1003]]);
    subscription.unsubscribe();
  });

  it('restores the set and the open modal from the URL, fetching products not on the page; junk ids are dropped', async () => {
    answerProducts([1001, 1003]);
    renderPage('/Comparar/EPS?comparar=1003,abc,777,1001,1002,1004&comparacion=1', []);
    const dialog = await screen.findByRole('dialog', { name: 'Comparación de seguros' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      expect.stringContaining('Plan Complementario 1003'),
      expect.stringContaining('Plan Complementario 1001'),
    ]);
    // 1002 is cut (more than 3) and 777 is not a plan: the link is rewritten to what the page shows.
    await waitFor(() => expect(url()).toBe('?comparar=1003%2C1001&comparacion=1'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/insurance/compare/products?ids=1003%2C777%2C1001');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar comparación' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('?comparar=1003%2C1001');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('dialog', { name: 'Comparación de seguros' })).toBeInTheDocument();
    expect(url()).toBe('?comparar=1003%2C1001&comparacion=1');
  });

  it('drops products of another comparator', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: [compareProduct(1001), compareProduct(3001, { category: 'MEDICINA_PREPAGADA' })] }),
    );
    renderPage('/Comparar/EPS?comparar=3001,1001', []);
    expect(await within(bar()).findByText('Plan Complementario 1001')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('?comparar=1001'));
    expect(slotTexts()).toEqual([
      'Plan Complementario 1001Desde $\u00a0101.001 /mes×',
      'Espacio libre para un plan',
      'Espacio libre para un plan',
    ]);
  });

  it('prices the chosen plans for an entered profile, as their cards are, and asks again when the profile changes', async () => {
    const profile = { ...emptyProfile(), ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' as const }] };
    fetchMock.mockImplementation(async (url: string) => {
      const asked = new URL(url, 'http://localhost').searchParams;
      const basis = asked.get('profile') ? ('profile' as const) : ('from' as const);
      return jsonResponse(200, {
        data: [
          compareProduct(1001, {
            price: { minPrice: basis === 'profile' ? 250000 : 101001, unit: { code: 'COP' }, suffix: '/mes', basis },
          }),
        ],
      });
    });
    const { rerender } = render(
      <MemoryRouter initialEntries={['/Comparar/EPS?comparar=1001']}>
        <ComparisonBar comparator={eps} profile={profile} />
      </MemoryRouter>,
    );
    expect(await within(bar()).findByText(/250\.000/)).toBeInTheDocument();
    expect(slotTexts()[0]).toBe('Plan Complementario 1001Precio para tu perfil $\u00a0250.000 /mes×');
    expect(
      JSON.parse(new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost').searchParams.get('profile')!),
    ).toMatchObject({ cotizante: [{ edad: 40 }] });
    rerender(
      <MemoryRouter initialEntries={['/Comparar/EPS?comparar=1001']}>
        <ComparisonBar comparator={eps} profile={null} />
      </MemoryRouter>,
    );
    expect(await within(bar()).findByText(/101\.001/)).toBeInTheDocument();
    expect(slotTexts()[0]).toBe('Plan Complementario 1001Desde $\u00a0101.001 /mes×');
  });

  it("says 'planes' on a partner site", async () => {
    setPartner({ subdomain: 'aliado', allowedOrganizations: [1] } as unknown as PartnerConfig);
    answerProducts();
    renderPage('/Comparar/EPS?comparar=1001', []);
    expect(await within(bar()).findByText('Elige mínimo 2 planes para compararlos')).toBeInTheDocument();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'x' }));
    renderPage('/Comparar/EPS?comparar=1001', []);
    expect(await within(bar()).findByRole('alert')).toHaveTextContent('No pudimos cargar los planes elegidos.');
    answerProducts();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Reintentar' }));
    expect(await within(bar()).findByText('Plan Complementario 1001')).toBeInTheDocument();
  });

  it('shows checkboxes on desktop only (live) and only for comparable plans', () => {
    desktop = false;
    renderPage('/Comparar/EPS', [
      comparable(1001),
      planCard({ id: 6001, displayName: 'Covid', insuranceMetadata: { metadata: { comparable: false } } }),
    ]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    desktop = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(box(1001)).toBeInTheDocument();
  });
});
