import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { ProductMapPage } from './ProductMapPage';

const menu = [
  {
    title: 'EPS',
    url: '/Comparar/EPS',
    seoDescription: 'Compara los planes complementarios de las EPS de Colombia.',
    categories: [
      { title: 'Comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' },
      { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: 'Salud Andina EPS' },
      { title: 'Viajes', url: 'https://viajes.quieroseguro.com', displayName: 'Seguros de viaje' },
      { title: 'Truco', url: 'javascript:alert(1)', displayName: 'Truco' },
    ],
  },
  { title: 'Blog', url: '/QS-Blog', seoDescription: 'Guías.', categories: [] },
];

describe('ProductMapPage', () => {
  it('maps the comparators, the menu service products with their companies, and the other pages', async () => {
    stubApi({ '/api/menu': json(200, { data: menu }) });
    renderPage(<ProductMapPage />, { path: '/Sitemap-Products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mapa de productos' })).toBeInTheDocument();

    const comparators = screen.getByRole('region', { name: 'Comparadores' });
    expect(within(comparators).getByRole('link', { name: 'Comparar Planes complementarios de EPS' })).toHaveAttribute(
      'href',
      '/Comparar/EPS',
    );
    expect(within(comparators).getByRole('link', { name: 'Comparar Seguros para mascotas' })).toHaveAttribute(
      'href',
      '/Comparar/Seguros-Mascotas',
    );
    expect(within(comparators).getAllByRole('link')).toHaveLength(5);

    const eps = await screen.findByRole('region', { name: 'EPS' });
    expect(within(eps).getByRole('heading', { level: 2, name: 'EPS' })).toBeInTheDocument();
    expect(within(eps).getByText('Compara los planes complementarios de las EPS de Colombia.')).toBeInTheDocument();
    expect(within(eps).getByRole('link', { name: 'Salud Andina EPS' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps',
    );
    expect(within(eps).getByRole('link', { name: 'Seguros de viaje' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(eps).queryByRole('link', { name: 'Truco' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Blog' })).toBeInTheDocument();

    const more = screen.getByRole('region', { name: 'Más páginas' });
    expect(within(more).getByRole('link', { name: 'Clínicas y hospitales de Colombia' })).toHaveAttribute(
      'href',
      '/Clinicas-y-Hospitales',
    );
    expect(within(more).getByRole('link', { name: 'Portal Clientes' })).toHaveAttribute('href', '/Portal-clientes');
  });

  it('keeps the comparators when the menu service fails, with the error panel and Reintentar in its place', async () => {
    let calls = 0;
    stubApi({ '/api/menu': () => (++calls === 1 ? json(500) : json(200, { data: menu })) });
    renderPage(<ProductMapPage />, { path: '/Sitemap-Products' });
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '480px' });
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Comparadores' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'EPS' })).toBeInTheDocument();
  });
});
