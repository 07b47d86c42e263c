import { LANDING_LISTS, paths } from '@qs/shared';
import { HOST_ROUTES, routeForPath, routeMatchForPath, SLICE_ROUTES } from './route-table.mjs';

describe('route table', () => {
  const routerPaths = new Set<string>(Object.values(paths).flatMap((route) => ('path' in route ? [route.path] : [])));

  it('uses only the patterns the router mounts (paths of @qs/shared)', () => {
    for (const { path } of [...SLICE_ROUTES, ...HOST_ROUTES]) expect(routerPaths).toContain(path);
  });

  it("has no staff page: the agents' inbox is an app of its own origin, here a landing the content slice answers", () => {
    expect(HOST_ROUTES).toEqual([]);
    expect(routeForPath('/agentes/chat')).toEqual({ slice: 'content', module: 'qs_content/LandingPage' });
  });

  it('lists every comparator, plan, purchase and generator route of the router', () => {
    const listed = new Set(SLICE_ROUTES.map((route) => route.path));
    for (const route of [
      paths.compare,
      paths.compareRoot,
      paths.planEps,
      paths.planSeguros,
      paths.planPrepagada,
      paths.planEmpresa,
      paths.purchase,
      paths.profileGenerator,
    ]) {
      expect(listed).toContain(route.path);
    }
  });

  it('sends landing lists, companies and unknown slugs to the content landing page', () => {
    for (const list of LANDING_LISTS)
      expect(routeForPath(`/${list}`)).toEqual({ slice: 'content', module: 'qs_content/LandingPage' });
    expect(routeForPath('/Referidos-EPS').module).toBe('qs_content/LandingPage');
    expect(routeMatchForPath('/preview/EPS/salud-andina-eps')).toEqual({
      slice: 'content',
      module: 'qs_content/LandingPage',
      path: '/preview/*',
      params: { '*': 'EPS/salud-andina-eps' },
    });
  });

  it('follows redirects to the page they lead to', () => {
    expect(routeForPath('/Seguros-de-Salud')).toEqual({ slice: 'results', module: 'qs_results/ComparePage' });
    expect(routeForPath('/QS-University/una-nota').module).toBe('qs_content/BlogPage');
  });
});
