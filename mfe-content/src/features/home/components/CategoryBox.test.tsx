import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { CategoryBox } from './CategoryBox';

const menu = [
  {
    title: 'EPS',
    url: '/Comparar/EPS',
    categories: [
      { title: 'Comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' },
      { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: 'Salud Andina EPS' },
    ],
  },
  {
    title: 'Medicina Prepagada',
    url: '/Comparar/Medicina-Prepagada',
    categories: [
      {
        title: 'Guía',
        url: '/QS-Blog/medicina-prepagada-mas-economica',
        displayName: 'Medicina prepagada más económica',
      },
      { title: 'Viajes', url: 'https://viajes.quieroseguro.com', displayName: 'Seguros de viaje' },
      { title: 'Truco', url: 'javascript:alert(1)', displayName: 'Truco' },
    ],
  },
  { title: 'Blog', url: '/QS-Blog', categories: [] },
];

const region = () => screen.getByRole('region', { name: 'Explora por categoría' });

describe('CategoryBox', () => {
  it('shows placeholders while the menu loads, then one group per menu item with categories: a heading link and its list of links', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ '/api/menu': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<CategoryBox />, { path: '/' });
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(within(region()).getByRole('status')).toHaveTextContent('Cargando categorías…');
    expect(region().querySelectorAll('.qs-home-skeleton__item')).toHaveLength(4);

    answer(json(200, { data: menu }));
    const eps = await within(region()).findByRole('list', { name: 'EPS' });
    expect(region()).not.toHaveAttribute('aria-busy');
    expect(within(region()).getByRole('heading', { level: 3, name: 'EPS' })).toContainElement(
      within(region()).getByRole('link', { name: 'EPS' }),
    );
    expect(within(region()).getByRole('link', { name: 'EPS' })).toHaveAttribute('href', '/Comparar/EPS');
    expect(within(eps).getByRole('link', { name: 'Comparar planes complementarios' })).toHaveAttribute(
      'href',
      '/Comparar/EPS',
    );
    expect(within(eps).getByRole('link', { name: 'Salud Andina EPS' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps',
    );

    const prepagada = within(region()).getByRole('list', { name: 'Medicina Prepagada' });
    expect(within(prepagada).getByRole('link', { name: 'Medicina prepagada más económica' })).toHaveAttribute(
      'href',
      '/QS-Blog/medicina-prepagada-mas-economica',
    );
    expect(within(prepagada).getByRole('link', { name: 'Seguros de viaje' })).toHaveAttribute('target', '_blank');
    expect(within(prepagada).queryByRole('link', { name: 'Truco' })).not.toBeInTheDocument();
    expect(within(prepagada).getByText('Truco')).toBeInTheDocument();
    // An item without categories is a link of the header, not a group.
    expect(within(region()).queryByRole('heading', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('links with the router: a category opens its page in place', async () => {
    stubApi({ '/api/menu': json(200, { data: menu }) });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<CategoryBox />} />
          <Route path="/EPS/:organization" element={<h1>Página de la EPS</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await within(region()).findByRole('link', { name: 'Salud Andina EPS' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Página de la EPS' })).toBeInTheDocument();
  });

  it('shows the error panel in the block when the menu fails, and Reintentar loads it again', async () => {
    let calls = 0;
    stubApi({ '/api/menu': () => (++calls === 1 ? json(500) : json(200, { data: menu })) });
    renderPage(<CategoryBox />, { path: '/' });
    const panel = await within(region()).findByRole('alert');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region()).findByRole('list', { name: 'EPS' })).toBeInTheDocument();
  });
});
