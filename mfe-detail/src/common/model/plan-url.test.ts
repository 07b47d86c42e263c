import { notFoundFallback, planBaseUrl, planTabHref, planTabSegment } from './plan-url';

describe('planBaseUrl', () => {
  it.each([
    ['/EPS/salud-andina-eps/plan-oro', '/EPS/salud-andina-eps/plan-oro'],
    ['/EPS/salud-andina-eps/plan-oro/Condicion-General', '/EPS/salud-andina-eps/plan-oro'],
    ['/EPS/salud-andina-eps/Planes/plan-oro', '/EPS/salud-andina-eps/plan-oro'],
    ['/Medicina-Prepagada/vida-plena/plan-familiar', '/Medicina-Prepagada/vida-plena/plan-familiar'],
    ['/Seguros/aseguradora-del-pacifico/poliza-integral', '/Seguros/aseguradora-del-pacifico/poliza-integral'],
    [
      '/Empresa/SEGURO-COLECTIVO/aseguradora-del-pacifico/Planes/colectivo-pyme',
      '/Empresa/SEGURO-COLECTIVO/aseguradora-del-pacifico/Planes/colectivo-pyme',
    ],
  ])('%s → %s', (pathname, base) => {
    expect(planBaseUrl(pathname)).toBe(base);
  });

  it('refuses paths that are not plan paths', () => {
    expect(planBaseUrl('/Comparar/EPS')).toBeNull();
    expect(planBaseUrl('/EPS/solo-organizacion')).toBeNull();
    expect(planBaseUrl('/Empresa/SEGURO-COLECTIVO/org/plan')).toBeNull();
  });
});

describe('notFoundFallback (docs/product/detail.md#routes)', () => {
  it.each([
    ['/EPS/x/y', '/Comparar/EPS'],
    ['/Seguros/x/y', '/Comparar/Polizas-de-Salud'],
    ['/Medicina-Prepagada/x/y', '/Comparar/Medicina-Prepagada'],
    ['/Empresa/T/x/Planes/y', '/Comparar/Empresas'],
  ])('%s → %s', (pathname, fallback) => {
    expect(notFoundFallback(pathname)).toBe(fallback);
  });
});

describe('planTabSegment (docs/product/detail.md#tabs: the last segment may be a tab)', () => {
  it.each([
    ['/EPS/salud-andina-eps/plan-oro', 'home'],
    ['/EPS/salud-andina-eps/plan-oro/', 'home'],
    ['/EPS/salud-andina-eps/plan-oro/Donde-Cubre', 'Donde-Cubre'],
    ['/EPS/salud-andina-eps/Planes/plan-oro', 'home'],
    ['/EPS/salud-andina-eps/Planes/plan-oro/Folleto', 'Folleto'],
    ['/Seguros/aseguradora-del-pacifico/poliza-integral/Detalle-de-Precio', 'Detalle-de-Precio'],
    ['/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-pyme', 'home'],
    ['/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-pyme/Solicitar', 'Solicitar'],
    ['/EPS/salud-andina-eps/plan-oro/No-Existe', 'No-Existe'],
  ])('%s → %s', (pathname, tab) => {
    expect(planTabSegment(pathname)).toBe(tab);
  });

  it('is null off a plan path', () => {
    expect(planTabSegment('/Comparar/EPS')).toBeNull();
  });
});

describe('planTabHref', () => {
  it('gives home no suffix and the other tabs base/{tab}', () => {
    expect(planTabHref('/EPS/a/b', 'home')).toBe('/EPS/a/b');
    expect(planTabHref('/EPS/a/b', 'Donde-Cubre')).toBe('/EPS/a/b/Donde-Cubre');
    expect(planTabHref('/Empresa/T/a/Planes/b', 'Folleto')).toBe('/Empresa/T/a/Planes/b/Folleto');
  });

  it('round-trips with planTabSegment and planBaseUrl', () => {
    const href = planTabHref('/Medicina-Prepagada/vida-plena/plan-familiar', 'Condicion-General');
    expect(planBaseUrl(href)).toBe('/Medicina-Prepagada/vida-plena/plan-familiar');
    expect(planTabSegment(href)).toBe('Condicion-General');
  });
});
