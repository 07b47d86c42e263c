import { categoryGroups } from './category-groups';

describe('categoryGroups', () => {
  it('keeps the menu items that have categories, each link named by its displayName (else its title), a repeated address once', () => {
    const groups = categoryGroups([
      {
        title: 'EPS',
        url: '/Comparar/EPS',
        categories: [
          { title: 'Comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' },
          { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps' },
          { title: 'Otra vez', url: '/EPS/salud-andina-eps', displayName: 'Repetida' },
        ],
      },
      { title: 'Blog', url: '/QS-Blog', categories: [] },
      { title: 'Clínicas', url: '/Clinicas-y-Hospitales' },
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
