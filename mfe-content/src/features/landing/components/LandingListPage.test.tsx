import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { LandingPage } from './LandingPage';

const company = (n: number) => ({
  url: `EPS/eps-${n}`,
  type: 'EPS',
  title: `EPS número ${n}`,
  summary: `Planes de la EPS ${n}`,
  image: `/api/images/organizations/eps-${n}.svg`,
  city: 'Bogotá',
  stateName: 'Bogotá D.C.',
});
const epsIntro = {
  url: 'EPS',
  type: 'EPS',
  title: 'EPS de Colombia y sus planes complementarios',
  summary: 'Conoce las EPS del régimen contributivo.',
  html: '<h2 id="que-es">Qué es una EPS</h2><p>Texto</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
  plans: [],
};
const page = (items: unknown[], total: number, n = 1) =>
  json(200, { data: items, metaData: { total, page: n, take: 15, pages: Math.ceil(total / 15) } });

describe('LandingPage — content lists', () => {
  it('shows the section text (sanitised) and a page of its landings, paged by ?pagina', async () => {
    const fetchMock = stubApi({
      '/api/country-landings/by-url?url=EPS': json(200, { data: epsIntro }),
      '/api/country-landings?type=EPS&page=2': page([company(16), company(17)], 17, 2),
    });
    renderPage(<LandingPage landing="EPS" />, { path: '/EPS?pagina=2' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'EPS de Colombia y sus planes complementarios' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué es una EPS' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/onerror|<script/);
    const list = screen.getByRole('region', { name: 'EPS' });
    expect(within(list).getByRole('link', { name: 'EPS número 16' })).toHaveAttribute('href', '/EPS/eps-16');
    expect(within(list).getAllByText('Bogotá, Bogotá D.C.')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/EPS');
    expect(within(pager).queryByRole('link', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).sort()).toEqual([
      '/api/country-landings/by-url?url=EPS',
      '/api/country-landings?type=EPS&page=2',
    ]);
  });

  it('has no pager when the list fits on one page, and a title of its own when the CMS has no text', async () => {
    stubApi({
      '/api/country-landings?type=Clinicas-y-Hospitales&page=1': page(
        [{ ...company(1), type: 'Clinicas-y-Hospitales' }],
        1,
      ),
    });
    renderPage(<LandingPage landing="Clinicas-y-Hospitales" />, { path: '/Clinicas-y-Hospitales' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clínicas y hospitales de Colombia' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('offers the first page when ?pagina is past the end', async () => {
    stubApi({
      '/api/country-landings/by-url?url=Seguros': json(200, { data: { ...epsIntro, title: 'Aseguradoras' } }),
      '/api/country-landings?type=Seguros&page=9': page([], 8, 9),
    });
    renderPage(<LandingPage landing="Seguros" />, { path: '/Seguros?pagina=9' });
    expect(await screen.findByText('No hay más resultados en esta página.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la primera página' })).toHaveAttribute('href', '/Seguros');
  });

  it('reserves the page while loading, shows the error panel on failure and loads again on Reintentar', async () => {
    let calls = 0;
    stubApi({
      '/api/country-landings/by-url?url=Medicina-Prepagada': json(200, {
        data: { ...epsIntro, title: 'Empresas de medicina prepagada' },
      }),
      '/api/country-landings?type=Medicina-Prepagada&page=1': () =>
        ++calls === 1 ? json(500, { message: 'caído' }) : page([company(3)], 1),
    });
    renderPage(<LandingPage landing="Medicina-Prepagada" />, { path: '/Medicina-Prepagada' });
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '640px' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Error al cargar resultados' })).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'EPS número 3' })).toBeInTheDocument();
  });

  it('groups the health insurers on /Insurance-List, each with a link to its full list', async () => {
    stubApi({
      '/api/country-landings?type=EPS&page=1': page([company(1)], 1),
      '/api/country-landings?type=Seguros&page=1': page(
        [{ ...company(2), type: 'Seguros', url: 'Seguros/seguros-condor', title: 'Seguros Cóndor' }],
        1,
      ),
      '/api/country-landings?type=Medicina-Prepagada&page=1': page([], 0),
    });
    renderPage(<LandingPage landing="Insurance-List" />, { path: '/Insurance-List' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguros de salud en Colombia' })).toBeInTheDocument();
    const eps = screen.getByRole('region', { name: 'EPS de Colombia' });
    expect(within(eps).getByRole('link', { name: 'Ver todas: EPS de Colombia' })).toHaveAttribute('href', '/EPS');
    expect(screen.getByRole('region', { name: 'Aseguradoras de Colombia' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empresas de medicina prepagada' })).not.toBeInTheDocument();
  });
});
