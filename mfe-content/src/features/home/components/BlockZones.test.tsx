import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { BlockZones } from './BlockZones';

const zonesOf = (slug: string) => `/api/comparator/blockzone/${slug}`;
const NOT_OFFERED = json(404, { statusCode: 404, error: 'Not Found', message: 'Comparador no encontrado' });

const eps = [
  {
    title: '¿Ya tienes EPS?',
    description: 'Te atiendes más rápido sin cambiar de EPS.',
    textLink: 'Leer la guía',
    url: '/QS-Blog/que-es-un-plan-complementario-de-salud',
    img: '/api/images/blocks/eps.svg',
  },
  {
    title: '¿Tienes empresa?',
    description: 'Cotiza planes colectivos.',
    textLink: 'Comparar planes para empresas',
    url: '/Comparar/Empresas',
    img: null,
  },
];
const polizas = [
  {
    title: 'Póliza o prepagada',
    description: 'Conoce las diferencias.',
    textLink: 'Ver comparación',
    url: 'https://guias.quieroseguro.co/poliza',
    img: 'https://cdn.example.com/x.svg',
  },
  {
    title: 'Truco',
    description: 'Un enlace que no es una página.',
    textLink: 'Abrir',
    url: 'javascript:alert(1)',
    img: null,
  },
];
// The same promo under two comparators shows once.
const prepagada = [{ ...eps[1]!, title: 'Repetido' }];

const routes = {
  [zonesOf('EPS')]: json(200, { data: eps }),
  [zonesOf('Polizas-de-Salud')]: json(200, { data: polizas }),
  [zonesOf('Medicina-Prepagada')]: json(200, { data: prepagada }),
  [zonesOf('Empresas')]: NOT_OFFERED,
  [zonesOf('Seguros-Mascotas')]: json(200, { data: [] }),
};

const region = () => screen.getByRole('region', { name: 'Te puede interesar' });

describe('BlockZones', () => {
  it("shows the promos of every comparator of the site: title, description, a safe link and the site's images with their size", async () => {
    const fetchMock = stubApi(routes);
    renderPage(<BlockZones />, { path: '/' });
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(within(region()).getByRole('status')).toHaveTextContent('Cargando contenidos destacados…');

    const list = await within(region()).findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '¿Ya tienes EPS?',
      '¿Tienes empresa?',
      'Póliza o prepagada',
      'Truco',
    ]);

    const [first, second, third, fourth] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Te atiendes más rápido sin cambiar de EPS.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Leer la guía' })).toHaveAttribute(
      'href',
      '/QS-Blog/que-es-un-plan-complementario-de-salud',
    );
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/images/blocks/eps.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '120');
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Comparar planes para empresas' })).toHaveAttribute(
      'href',
      '/Comparar/Empresas',
    );
    // An external page opens in a new tab; an image of another origin is not shown (the CSP allows none).
    const external = within(third).getByRole('link', { name: 'Ver comparación' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleDescription('(se abre en una pestaña nueva)');
    expect(third.querySelector('img')).toBeNull();
    // A javascript: address is no link at all.
    expect(within(fourth).queryByRole('link')).not.toBeInTheDocument();
    expect(within(fourth).queryByText('Abrir')).not.toBeInTheDocument();

    expect(requestedUrls(fetchMock).sort()).toEqual(Object.keys(routes).sort());
  });

  it('shows the error panel in the block when a call fails, and Reintentar loads the promos again', async () => {
    let calls = 0;
    stubApi({
      ...routes,
      [zonesOf('Polizas-de-Salud')]: () => (++calls === 1 ? json(503) : json(200, { data: polizas })),
    });
    renderPage(<BlockZones />, { path: '/' });

    const panel = await within(region()).findByRole('alert');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region()).findByRole('heading', { level: 3, name: 'Póliza o prepagada' })).toBeInTheDocument();
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing when no comparator of the site has promos (a partner without them)', async () => {
    stubApi({ [zonesOf('EPS')]: json(200, { data: [] }) });
    const { container } = renderPage(<BlockZones />, { path: '/' });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
