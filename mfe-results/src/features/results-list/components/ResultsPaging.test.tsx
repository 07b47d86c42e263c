import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { COMPARATORS, addSliceTranslations, type PlanCard } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ComparePage } from './ComparePage';
import { jsonResponse, planCard } from '../../../test/plans';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;

// Only the network is stubbed: the page, its hooks, the URL and the paging logic run for real.
const fetchMock = jest.fn();
// jsdom does not lay out pages; the browser's scrolling is all it lacks here.
Element.prototype.scrollIntoView = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  // The banner's own call (it has its tests) answers 204; fetchMock sees the list's calls only.
  global.fetch = ((url: string, init?: RequestInit) =>
    String(url).includes('/api/comparator/')
      ? Promise.resolve(jsonResponse(204, undefined))
      : fetchMock(url, init)) as typeof fetch;
  localStorage.clear();
});

const plans = (from: number, count: number): PlanCard[] =>
  Array.from({ length: count }, (_, index) =>
    planCard({ id: from + index, displayName: `Plan ${from + index}`, url: `/EPS/org/plan-${from + index}` }),
  );

const page = (data: PlanCard[], meta: Record<string, unknown>) =>
  jsonResponse(200, { data, metaData: { take: 3, ...meta } });

const Location = () => <output aria-label="url">{useLocation().search}</output>;

const renderAt = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/Comparar/EPS${search}`]}>
      <ComparePage comparator={eps} />
      <Location />
    </MemoryRouter>,
  );

const requested = (call: number) => new URL(String(fetchMock.mock.calls[call]![0]), 'http://site');

describe('paging', () => {
  it('numbered: opens the page of the URL, moves with Siguiente and Anterior, keeps ?pagina', async () => {
    fetchMock.mockResolvedValueOnce(page(plans(4, 3), { total: 8, page: 2, paginationMode: 'numbered' }));
    renderAt('?pagina=2');
    expect(await screen.findByRole('heading', { name: 'Plan 4' })).toBeInTheDocument();
    expect(requested(0).searchParams.get('page')).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(nav).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    fetchMock.mockResolvedValueOnce(page(plans(7, 2), { total: 8, page: 3, paginationMode: 'numbered' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Plan 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?pagina=3');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('shows no paging controls when the total fits one page', async () => {
    fetchMock.mockResolvedValueOnce(page(plans(1, 3), { total: 3, paginationMode: 'numbered' }));
    renderAt();
    await screen.findByRole('heading', { name: 'Plan 1' });
    expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más resultados' })).not.toBeInTheDocument();
  });

  it('more-results: appends the next page and hides the button once all are shown', async () => {
    fetchMock.mockResolvedValueOnce(page(plans(1, 3), { total: 5, page: 1, paginationMode: 'more' }));
    renderAt();
    await screen.findByRole('heading', { name: 'Plan 1' });
    fetchMock.mockResolvedValueOnce(page(plans(4, 2), { total: 5, page: 2, paginationMode: 'more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver más resultados' }));
    expect(await screen.findByRole('heading', { name: 'Plan 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Ver más resultados' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?pagina=2');
  });

  it('more-results: a reloaded ?pagina=2 shows pages 1 and 2', async () => {
    fetchMock.mockImplementation((url: string) => {
      const pageNumber = Number(new URL(url, 'http://site').searchParams.get('page'));
      return Promise.resolve(
        page(plans(pageNumber * 3 - 2, 3), { total: 9, page: pageNumber, paginationMode: 'more' }),
      );
    });
    renderAt('?pagina=2');
    expect(await screen.findByRole('heading', { name: 'Plan 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Plan 1',
      'Plan 2',
      'Plan 3',
      'Plan 4',
      'Plan 5',
      'Plan 6',
    ]);
  });

  it('a sort change goes back to page 1 and is kept in the URL', async () => {
    fetchMock.mockResolvedValue(page(plans(1, 3), { total: 8, paginationMode: 'numbered' }));
    renderAt('?pagina=3');
    await screen.findByRole('heading', { name: 'Plan 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Menor precio');
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?orden=lowerPrice');
    expect(requested(fetchMock.mock.calls.length - 1).searchParams.get('order')).toBe('lowerPrice');
    expect(requested(fetchMock.mock.calls.length - 1).searchParams.get('page')).toBe('1');
  });
});

describe('price range', () => {
  it('asks with a POST and says how many plans lie below and above the range', async () => {
    fetchMock.mockResolvedValueOnce(page(plans(1, 2), { total: 2, belowPriceLimit: 3, abovePriceLimit: 1 }));
    renderAt('?precioMin=90000&precioMax=150000');
    expect(await screen.findByText('2 planes dentro del rango de precio que elegiste.')).toBeInTheDocument();
    expect(screen.getByText('3 planes cuestan menos que el mínimo.')).toBeInTheDocument();
    expect(screen.getByText('Reduce el mínimo a pagar para verlos')).toBeInTheDocument();
    expect(screen.getByText('1 plan cuesta más que el máximo.')).toBeInTheDocument();
    expect(screen.getByText('Aumenta el máximo a pagar para verlos')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({ fromPrice: 90000, toPrice: 150000 });
  });

  it('applies a typed range from the price filter and refuses a minimum above the maximum', async () => {
    fetchMock.mockResolvedValue(page(plans(1, 2), { total: 2, belowPriceLimit: 0, abovePriceLimit: 0 }));
    renderAt('?pagina=2');
    await screen.findByRole('heading', { name: 'Plan 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Precio' }));
    await userEvent.type(await screen.findByLabelText('Mínimo a pagar'), '300000');
    await userEvent.type(screen.getByLabelText('Máximo a pagar'), '100000');
    expect(screen.getByLabelText('Mínimo a pagar')).toHaveValue('300.000');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El mínimo no puede ser mayor que el máximo.');
    await userEvent.clear(screen.getByLabelText('Mínimo a pagar'));
    await userEvent.type(screen.getByLabelText('Mínimo a pagar'), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?precioMin=50000&precioMax=100000');
  });
});

describe('filters', () => {
  it('filters by company from the organizations of the comparator type, back on page 1', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/organization/seguros/tipo/EPS')
          ? jsonResponse(200, {
              data: [
                { id: 2, displayName: 'Horizonte Salud EPS', type: 'EPS' },
                { id: 1, displayName: 'Salud Andina EPS', type: 'EPS' },
              ],
            })
          : page(plans(1, 3), { total: 8, paginationMode: 'numbered' }),
      ),
    );
    renderAt('?pagina=2');
    await screen.findByRole('heading', { name: 'Plan 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Compañía' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Salud Andina EPS' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?companias=1');
    const last = requested(fetchMock.mock.calls.length - 1);
    expect(last.searchParams.get('organizations')).toBe('1');
    expect(last.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Compañía (1)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a failed organizations list clears the results with the product message (docs/product/results.md#filters)', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.startsWith('/api/organization/') ? jsonResponse(503, {}) : page(plans(1, 3), { total: 3 })),
    );
    const comparator = { ...eps, slug: 'EPS-test', organizationTypes: ['CLINICA'] };
    render(
      <MemoryRouter initialEntries={['/Comparar/EPS']}>
        <ComparePage comparator={comparator} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Plan 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Compañía' }));
    expect(
      await screen.findAllByText(
        'Error al obtener las organizaciones de tipo CLINICA. Se ha sobrepasado el limite de intentos (3), Intente mas tarde.',
        {},
        { timeout: 6000 },
      ),
    ).not.toHaveLength(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/organization/'))).toHaveLength(3);
  }, 10000);
});

describe('views', () => {
  it('switches to the list view and remembers it', async () => {
    fetchMock.mockResolvedValue(page(plans(1, 2), { total: 2 }));
    const { unmount } = renderAt();
    await screen.findByRole('heading', { name: 'Plan 1' });
    await userEvent.click(screen.getByRole('button', { name: /Lista/ }));
    expect(screen.getByRole('button', { name: /Lista/ })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderAt();
    await screen.findByRole('heading', { name: 'Plan 1' });
    expect(screen.getByRole('button', { name: /Lista/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
