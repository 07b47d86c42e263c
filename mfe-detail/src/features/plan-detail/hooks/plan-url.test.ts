import { notFoundFallback, planBaseUrl } from './plan-url';

describe('planBaseUrl', () => {
  it.each([
    ['/EPS/salud-andina-eps/plan-oro', '/EPS/salud-andina-eps/plan-oro'],
    ['/EPS/salud-andina-eps/plan-oro/Condicion-General', '/EPS/salud-andina-eps/plan-oro'],
    ['/EPS/salud-andina-eps/Planes/plan-oro', '/EPS/salud-andina-eps/plan-oro'],
    ['/Medicina-Prepagada/vida-plena/plan-familiar', '/Medicina-Prepagada/vida-plena/plan-familiar'],
    ['/Seguros/aseguradora-del-pacifico/poliza-integral', '/Seguros/aseguradora-del-pacifico/poliza-integral'],
    ['/Empresa/SEGURO-COLECTIVO/aseguradora-del-pacifico/Planes/colectivo-pyme', '/Empresa/SEGURO-COLECTIVO/aseguradora-del-pacifico/Planes/colectivo-pyme'],
  ])('%s → %s', (pathname, base) => {
    expect(planBaseUrl(pathname)).toBe(base);
  });

  it('refuses paths that are not plan paths', () => {
    expect(planBaseUrl('/Comparar/EPS')).toBeNull();
    expect(planBaseUrl('/EPS/solo-organizacion')).toBeNull();
    expect(planBaseUrl('/Empresa/SEGURO-COLECTIVO/org/plan')).toBeNull();
  });
});

describe('notFoundFallback (seed 000 §2)', () => {
  it.each([
    ['/EPS/x/y', '/Comparar/EPS'],
    ['/Seguros/x/y', '/Comparar/Polizas-de-Salud'],
    ['/Medicina-Prepagada/x/y', '/Comparar/Medicina-Prepagada'],
    ['/Empresa/T/x/Planes/y', '/Comparar/Empresas'],
  ])('%s → %s', (pathname, fallback) => {
    expect(notFoundFallback(pathname)).toBe(fallback);
  });
});
