import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { HomePage } from './HomePage';

const menu = [
  {
    title: 'EPS',
    url: '/Comparar/EPS',
    categories: [{ title: 'Comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' }],
  },
];
const zones = [
  {
    title: '¿Ya tienes EPS?',
    description: 'Atiéndete más rápido.',
    textLink: 'Leer la guía',
    url: '/QS-Blog/guia',
    img: null,
  },
];
const pending = () => new Promise<Response>(() => undefined);

describe('HomePage', () => {
  it('shows the title, the comparator cards and the benefits before any API answer, the other blocks as placeholders below', () => {
    stubApi({ '/api/whyUs/colombia': pending, '/api/menu': pending, '/api/comparator/blockzone/EPS': pending });
    renderPage(<HomePage />, { path: '/' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compara y contrata tu seguro de salud en Colombia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Planes complementarios de EPS/ })).toHaveAttribute(
      'href',
      '/Comparar/EPS',
    );
    expect(screen.getByRole('region', { name: 'Beneficios de cotizar con nosotros' })).not.toHaveAttribute('aria-busy');
    for (const name of ['¿Por qué elegirnos?', 'Te puede interesar', 'Explora por categoría']) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Beneficios de cotizar con nosotros',
      '¿Por qué elegirnos?',
      'Te puede interesar',
      'Explora por categoría',
    ]);
  });

  it('keeps a failure in its block: the why-us panel beside the promos and the categories', async () => {
    stubApi({
      '/api/whyUs/colombia': json(500),
      '/api/menu': json(200, { data: menu }),
      '/api/comparator/blockzone/EPS': json(200, { data: zones }),
    });
    renderPage(<HomePage />, { path: '/' });
    const whyUsBlock = screen.getByRole('region', { name: '¿Por qué elegirnos?' });
    expect(await within(whyUsBlock).findByRole('alert')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: '¿Ya tienes EPS?' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'EPS' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
