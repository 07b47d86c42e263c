import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { COMPARATORS, addSliceTranslations, apiClient, completeProfile, emptyProfile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ComparePage } from './ComparePage';
import { jsonResponse, planCard } from '../../../test/plans';
import { bannerConfig } from '../../banner/test/banner-fixtures';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;

// Only the network is stubbed: the page, its hooks and the bus run for real.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  // The banner's own call (it has its tests) answers 204; fetchMock sees the results' calls only.
  global.fetch = ((url: string, init?: RequestInit) =>
    String(url).includes('/api/comparator/')
      ? Promise.resolve(jsonResponse(204, undefined))
      : fetchMock(url, init)) as typeof fetch;
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <ComparePage comparator={eps} />
    </MemoryRouter>,
  );

describe('ComparePage', () => {
  it('has one heading naming the page and one profile button, also with its banner shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [planCard()], metaData: { total: 1 } }));
    global.fetch = ((url: string, init?: RequestInit) =>
      String(url).includes('/api/comparator/')
        ? Promise.resolve(jsonResponse(200, { data: bannerConfig() }))
        : fetchMock(url, init)) as typeof fetch;
    apiClient.clearCache();
    renderPage();
    await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    await screen.findByRole('article');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The banner's title repeats the comparator's name: it is not a heading.
    expect(screen.queryByRole('heading', { name: 'Compara planes complementarios de EPS' })).not.toBeInTheDocument();
    const profileButtons = screen
      .getAllByRole('button')
      .filter((button) => /tus datos|asegurados/i.test(button.textContent ?? ''));
    expect(profileButtons.map((button) => button.textContent)).toEqual(['Ingresa tus datos para ver tu precio']);
  });

  it('shows placeholders, then one card per plan from a GET on a first visit', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        data: [planCard(), planCard({ id: 12, displayName: 'Plan Plata' })],
        metaData: { total: 2 },
      }),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando los mejores planes para ti');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 planes encontrados')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('GET');
    expect(url).toBe(
      '/api/insurance/compare/metadata?comparator=EPS&organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&page=1',
    );
  });

  it('asks again with the profile (POST) when profile/completed crosses the bus', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [planCard()], metaData: { total: 1 } }));
    renderPage();
    await screen.findByText('$ 123.456');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        data: [planCard({ price: { minPrice: 250000, unit: { code: 'COP' }, suffix: '/mes', basis: 'profile' } })],
        metaData: { total: 1 },
      }),
    );
    act(() => completeProfile('colombia', { ...emptyProfile(), cotizante: [{ edad: 60, sexo: 'Femenino' }] }));

    expect(await screen.findByText('$ 250.000')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({
      profile: { ingresodatos: true, cotizante: [{ edad: 60, sexo: 'Femenino' }] },
      page: 1,
      comparator: 'EPS',
    });
  });

  it('asks once for a stored profile: the same profile again is not a new request', async () => {
    act(() => completeProfile('colombia', { ...emptyProfile(), cotizante: [{ edad: 40, sexo: 'Masculino' }] }));
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [planCard()], metaData: { total: 1 } }));
    renderPage();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST');
    localStorage.clear();
  });

  it('shows the robot screen on a 401, sends its challenge with Soy humano! and asks again', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        message: 'El sistema piensa que eres un robot...',
        code: 'BOT_SUSPICION',
        challenge: 'v1.desafio.firma',
      }),
    );
    renderPage();
    const robot = await screen.findByRole('alert');
    expect(within(robot).getByRole('heading', { name: 'El sistema piensa que eres un robot...' })).toBeInTheDocument();

    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { human: true } }))
      .mockResolvedValueOnce(jsonResponse(200, { data: [planCard()], metaData: { total: 1 } }));
    await userEvent.click(within(robot).getByRole('button', { name: 'Soy humano!' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/buscarplanes/notrobot');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ challenge: 'v1.desafio.firma' });
  });

  it('shows the error panel on other failures and Reintentar asks again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, {}));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [], metaData: { total: 0 } }));
    await userEvent.click(retry);
    expect(await screen.findByText('No encontramos planes para esta búsqueda.')).toBeInTheDocument();
  });

  it('Reintentar, once the API is back, also brings back the banner that failed with the list', async () => {
    apiClient.clearCache();
    localStorage.setItem('qs-compare-first-view', JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' }));
    let down = true;
    global.fetch = ((url: string) => {
      if (down) return Promise.resolve(jsonResponse(500, { message: 'Error interno' }));
      if (String(url).includes('/api/comparator/')) return Promise.resolve(jsonResponse(200, { data: bannerConfig() }));
      return Promise.resolve(jsonResponse(200, { data: [planCard()], metaData: { total: 1 } }));
    }) as typeof fetch;
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByRole('region', { name: 'Compara planes complementarios de EPS' })).not.toBeInTheDocument();

    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' })).toBeInTheDocument();
  });
});
