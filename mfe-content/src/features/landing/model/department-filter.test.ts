import { listPageHref, readDepartment, withDepartment } from './department-filter';

describe('department filter', () => {
  it('reads a two-digit department code and nothing else', () => {
    expect(readDepartment(new URLSearchParams('departamento=11'))).toBe('11');
    expect(readDepartment(new URLSearchParams('departamento=Bogota'))).toBeNull();
    expect(readDepartment(new URLSearchParams(''))).toBeNull();
  });

  it('keeps the department in the paging links', () => {
    expect(listPageHref('Clinicas-y-Hospitales', 1, null)).toBe('/Clinicas-y-Hospitales');
    expect(listPageHref('Clinicas-y-Hospitales', 1, '05')).toBe('/Clinicas-y-Hospitales?departamento=05');
    expect(listPageHref('Clinicas-y-Hospitales', 2, '05')).toBe('/Clinicas-y-Hospitales?pagina=2&departamento=05');
  });

  it('goes back to the first page when the department changes, and drops it for all', () => {
    expect(withDepartment(new URLSearchParams('pagina=3&utm_source=x'), '76').toString()).toBe(
      'utm_source=x&departamento=76',
    );
    expect(withDepartment(new URLSearchParams('departamento=76&pagina=2'), null).toString()).toBe('');
  });
});
