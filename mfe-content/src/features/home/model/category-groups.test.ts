import type { MenuItem } from '@qs/shared';
import { categoryGroups } from './category-groups';

const item = (title: string, url: string, categories: MenuItem['categories'] = []): MenuItem => ({
  title,
  url,
  icon: 'eps',
  color: '#0E7C66',
  seoDescription: '',
  type: categories.length ? 'box_category' : 'link',
  preloadBundle: 'results',
  categories,
});

describe('categoryGroups', () => {
  it('keeps the menu items that have categories, each link named by its displayName (else its title), a repeated address once', () => {
    const groups = categoryGroups([
      item('EPS', '/Comparar/EPS', [
        { title: 'Comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' },
        { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: '' },
        { title: 'Otra vez', url: '/EPS/salud-andina-eps', displayName: 'Repetida' },
      ]),
      item('Blog', '/QS-Blog'),
      item('Clínicas', '/Clinicas-y-Hospitales'),
    ]);
    expect(groups).toEqual([
      {
        title: 'EPS',
        url: '/Comparar/EPS',
        links: [
          { url: '/Comparar/EPS', label: 'Comparar planes complementarios' },
          { url: '/EPS/salud-andina-eps', label: 'Salud Andina EPS' },
        ],
      },
    ]);
  });
});
