import { SLICES, type PartnerConfig, type Slice } from '@qs/shared';
import { isReachable, sliceForPath } from './route-slices';

describe('sliceForPath', () => {
  it.each([
    ['/', 'content'],
    ['/Comparar', 'results'],
    ['/comparar/eps', 'results'],
    ['/EPS/salud-andina-eps/plan-oro/Folleto', 'detail'],
    ['/Empresa/SEGURO-COLECTIVO/aseguradora/Planes/pyme', 'detail'],
    ['/Compra-Online/EPS-ORO', 'forms'],
    ['/v1', 'forms'],
    ['/EPS', 'content'],
    ['/Seguros?pagina=2', 'content'],
    ['/contacto', 'content'],
    ['/Que-es-QuieroSeguro', 'content'],
    // Redirects count as where they lead.
    ['/Seguros-de-Salud', 'results'],
    ['/EPS/salud-andina/Planes/plan-oro', 'detail'],
    ['/QS-University', 'content'],
  ])('%s is rendered by %s', (path, slice) => {
    expect(sliceForPath(path)).toBe(slice);
  });

  it('has no slice for links off the site', () => {
    expect(sliceForPath('https://viajes.quieroseguro.com')).toBeNull();
    expect(sliceForPath('//otro.example/ruta')).toBeNull();
  });
});

describe('isReachable', () => {
  const partner = {
    name: 'aliado',
    allowedUrls: ['/EPS', '/contacto'],
    redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
  } as PartnerConfig;
  const aliado = { partner, slices: new Set<Slice>(['results', 'detail', 'forms']) };

  it('is true for every link of the main site', () => {
    expect(isReachable('/Partners-y-Alianzas', { partner: null, slices: new Set() })).toBe(true);
  });

  it("needs the partner's paths and a slice it loads", () => {
    expect(isReachable('/Comparar/EPS', aliado)).toBe(true);
    expect(isReachable('/EPS/salud-andina-eps/plan-oro', aliado)).toBe(true);
    expect(isReachable('/Comparar/Empresas', aliado)).toBe(false);
    expect(isReachable('/EPS', aliado)).toBe(false);
    expect(isReachable('/contacto', aliado)).toBe(false);
    expect(isReachable('/contacto', { ...aliado, slices: new Set<Slice>(SLICES) })).toBe(true);
    expect(isReachable('https://empleos.quieroseguro.com', aliado)).toBe(true);
  });
});
