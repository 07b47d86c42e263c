import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARATORS, addSliceTranslations, emptyProfile, type PlanCard as Plan, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { clearLazyInfoCache } from '../../lazy-info';
import { PlanCard } from './PlanCard';
import { FakeIntersectionObserver, benefitCategories, jsonResponse, planCard, planOffers } from '../../../test/plans';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;
const withOffer = planCard({ insuranceMetadata: { metadata: { hasOffer: true } } });

// Only fetch and IntersectionObserver are stubbed; the hook, the cache and the card run for real.
const fetchMock = jest.fn();
let answers: Record<string, () => Response>;
const answer = (status: number, body?: unknown) => () =>
  status === 204 ? ({ ok: true, status, json: async () => undefined } as Response) : jsonResponse(status, body);
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

beforeEach(() => {
  jest.useFakeTimers();
  clearLazyInfoCache();
  FakeIntersectionObserver.instances = [];
  global.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  answers = {
    '/coverages/11/resume': answer(200, { data: benefitCategories(6) }),
    '/insurance/11/features': answer(200, {
      data: [{ name: 'has_covid_coverage', displayName: 'Covid', value: true }],
    }),
    '/EPS-ORO/getOffers': answer(200, { data: planOffers() }),
    '/insurance/11/calculatePrice': answer(200, { data: { price: { minPrice: 456000 }, arePricesDefined: true } }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const route = Object.keys(answers).find((part) => url.includes(part));
    return route ? answers[route]!() : jsonResponse(404, { message: 'No encontrado' });
  });
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const renderCard = (plan: Plan = withOffer, profile: Profile | null = null, view: 'grid' | 'list' = 'grid') =>
  render(<PlanCard plan={plan} view={view} comparator={eps} profile={profile} onOpenDetail={jest.fn()} />);

/** The card enters the view (150 px margin) and stays for the 1 s debounce. */
const seeCards = async () => {
  act(() => FakeIntersectionObserver.show(true));
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
};

describe('useLazyPlanInfo', () => {
  it('waits until the card has been in view (150 px margin) for 1 s before asking', async () => {
    renderCard();
    expect(FakeIntersectionObserver.instances[0]!.options).toEqual({ rootMargin: '150px' });
    act(() => FakeIntersectionObserver.show(true));
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    act(() => FakeIntersectionObserver.show(false));
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await seeCards();
    expect(calls('/coverages/11/resume')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Beneficio 1' })).toBeInTheDocument();
  });

  it('loads at once for a crawler (PreRendering), without waiting to be seen', async () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderCard();
    expect(await screen.findByRole('img', { name: 'Beneficio 1' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    agent.mockRestore();
  });

  it('shows 4 benefit icons in grid and 15 in list, then +N', async () => {
    answers['/coverages/11/resume'] = answer(200, { data: benefitCategories(20) });
    const { unmount } = renderCard();
    await seeCards();
    const grid = within(await screen.findByRole('list', { name: 'Beneficios' }));
    expect(grid.getAllByRole('img')).toHaveLength(4);
    expect(grid.getByText('+16')).toBeInTheDocument();
    expect(grid.getByText('16 beneficios más')).toBeInTheDocument();
    unmount();
    renderCard(withOffer, null, 'list');
    await seeCards();
    const list = within(await screen.findByRole('list', { name: 'Beneficios' }));
    expect(list.getAllByRole('img')).toHaveLength(15);
    expect(list.getByText('+5')).toBeInTheDocument();
  });

  it('caches per plan id: a card shown again asks nothing', async () => {
    const { unmount } = renderCard();
    await seeCards();
    await screen.findByRole('img', { name: 'Beneficio 1' });
    unmount();
    renderCard();
    await seeCards();
    await screen.findByRole('img', { name: 'Beneficio 1' });
    expect(calls('/coverages/11/resume')).toHaveLength(1);
    expect(calls('/features')).toHaveLength(1);
    expect(calls('/getOffers')).toHaveLength(1);
  });

  it('shows the offers with their discount and an exhausted promotion as such', async () => {
    renderCard();
    await seeCards();
    const offers = within(await screen.findByRole('list', { name: 'Ofertas' }));
    expect(offers.getAllByText('10% de descuento')).toHaveLength(1);
    expect(offers.getByText('$30.000 menos al mes').closest('li')).toHaveTextContent('$ 30.000 de descuento');
    const kit = offers.getByText('Kit de bienvenida').closest('li')!;
    expect(kit).toHaveTextContent('Promoción agotada');
    expect(screen.getByText('Cubre Covid-19', { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['204 as zero offers', answer(204)],
    ['a 500 as none', answer(500, { message: 'Falla' })],
  ])('reads %s: no offer is shown and the card still shows its benefits', async (_name, offersAnswer) => {
    answers['/EPS-ORO/getOffers'] = offersAnswer;
    renderCard();
    await seeCards();
    await screen.findByRole('img', { name: 'Beneficio 1' });
    expect(calls('/getOffers')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Ofertas' })).not.toBeInTheDocument();
  });

  it('asks for offers only when the plan has an offer', async () => {
    renderCard(planCard());
    await seeCards();
    await screen.findByRole('img', { name: 'Beneficio 1' });
    expect(calls('/getOffers')).toHaveLength(0);
  });

  it('asks for the profile price only with a partner or dependants, and shows it in place of the card price', async () => {
    const alone = { ...emptyProfile(), ingresodatos: true };
    const { unmount } = renderCard(withOffer, alone);
    await seeCards();
    await screen.findByRole('img', { name: 'Beneficio 1' });
    expect(calls('/calculatePrice')).toHaveLength(0);
    unmount();
    const family: Profile = { ...alone, cargas: [{ edad: 8, sexo: 'Femenino' }] };
    renderCard(withOffer, family);
    await seeCards();
    expect(await screen.findByText('$ 456.000')).toBeInTheDocument();
    expect(screen.queryByText('$ 123.456')).not.toBeInTheDocument();
    const [url, init] = calls('/calculatePrice')[0]!;
    expect(url).toBe('/api/insurance/11/calculatePrice');
    expect(JSON.parse(init.body)).toEqual({ profile: family, productType: 'EPS' });
  });

  it('prices a couple too (enPareja)', async () => {
    renderCard(withOffer, { ...emptyProfile(), ingresodatos: true, enPareja: true });
    await seeCards();
    expect(await screen.findByText('$ 456.000')).toBeInTheDocument();
  });

  it('says when the product has no coverage data', async () => {
    answers['/coverages/11/resume'] = answer(200, { data: [] });
    renderCard();
    await seeCards();
    expect(
      await screen.findByText('No disponemos de informacion de coberturas o beneficios para este producto'),
    ).toBeInTheDocument();
  });

  it("shows the card's coverage error panel and 'Reintentar' re-requests that plan only", async () => {
    answers['/coverages/11/resume'] = answer(500, { message: 'Falla' });
    answers['/coverages/12/resume'] = answer(200, { data: benefitCategories(2) });
    render(
      <>
        <PlanCard plan={withOffer} view="grid" comparator={eps} profile={null} onOpenDetail={jest.fn()} />
        <PlanCard
          plan={planCard({ id: 12, displayName: 'Plan Plata', productCode: 'EPS-PLATA' })}
          view="grid"
          comparator={eps}
          profile={null}
          onOpenDetail={jest.fn()}
        />
      </>,
    );
    await seeCards();
    const failed = within(screen.getByRole('article', { name: 'Plan Complementario Oro' }));
    expect(await failed.findByText('Error al cargar resultados')).toBeInTheDocument();
    expect(
      failed.getByText('No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('article', { name: 'Plan Plata' })).findByRole('img', { name: 'Beneficio 1' }),
    ).toBeInTheDocument();
    answers['/coverages/11/resume'] = answer(200, { data: benefitCategories(3) });
    fetchMock.mockClear();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(failed.getByRole('button', { name: 'Reintentar' }));
    expect(await failed.findByRole('img', { name: 'Beneficio 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/insurance/coverages/11/resume']);
  });
});
