import { comparatorOfPage, LAST_COMPARATOR_KEY } from './comparator-of-page';

describe('comparatorOfPage', () => {
  beforeEach(() => sessionStorage.clear());

  it("names a list's comparator and a plan page's by its section", () => {
    expect(comparatorOfPage('/Comparar/EPS')).toBe('EPS');
    expect(comparatorOfPage('/Medicina-Prepagada/colsanitas/plan-integral')).toBe('Medicina-Prepagada');
    expect(comparatorOfPage('/Comparar/No-existe')).toBeUndefined();
  });

  it('gives a shared section the comparator the visitor came from', () => {
    expect(comparatorOfPage('/Seguros/sura/plan-mascotas')).toBe('Polizas-de-Salud');
    comparatorOfPage('/Comparar/Seguros-Mascotas');
    expect(comparatorOfPage('/Seguros/sura/plan-mascotas')).toBe('Seguros-Mascotas');
  });

  it("counts a conversion on a page without one under the visitor's last comparator, other events under none", () => {
    expect(comparatorOfPage('/contacto', { withLast: true })).toBeUndefined();
    comparatorOfPage('/Comparar/Empresas');
    expect(sessionStorage.getItem(LAST_COMPARATOR_KEY)).toBe('Empresas');
    expect(comparatorOfPage('/QS-Blog')).toBeUndefined();
    expect(comparatorOfPage('/Compra-Online/EMP-01', { withLast: true })).toBe('Empresas');
  });
});
