import { fillTarget, REDIRECTS } from './redirects';

describe('route table redirects', () => {
  it('sends quehacemos to Que-es-{product}', () => {
    expect(REDIRECTS.find((redirect) => redirect.from === '/quehacemos')?.to).toBe('/Que-es-QuieroSeguro');
  });

  it('drops /Planes/ from older plan paths, keeping the tab', () => {
    const target = REDIRECTS.find((redirect) => redirect.from.startsWith('/EPS/'))!.to;
    expect(
      fillTarget(target, { urlOrganization: 'salud-andina', insuranceUrl: 'plan-oro', '*': 'Condicion-General' }),
    ).toBe('/EPS/salud-andina/plan-oro/Condicion-General');
    expect(fillTarget(target, { urlOrganization: 'salud-andina', insuranceUrl: 'plan-oro', '*': '' })).toBe(
      '/EPS/salud-andina/plan-oro',
    );
  });
});

describe('blog redirects', () => {
  it('point at lower-case slugs, the only form the blog (and its API) knows', () => {
    for (const { to } of REDIRECTS.filter(
      (redirect) => redirect.to.startsWith('/QS-Blog/') && !redirect.to.includes(':'),
    )) {
      expect(to).toBe(to.toLowerCase().replace('/qs-blog/', '/QS-Blog/'));
    }
    expect(
      REDIRECTS.find((redirect) => redirect.from === '/Medicina-Prepagada/Medicina-Prepagada-mas-Economica')?.to,
    ).toBe('/QS-Blog/medicina-prepagada-mas-economica');
  });
});
