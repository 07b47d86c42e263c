import { COMPARATORS, comparatorPathFor, findComparator } from './comparators';

describe('COMPARATORS (docs/product/results.md#comparators: every comparison the site names exists)', () => {
  it('has the pet comparator the API lists, with the pets profile form and no clinic filter', () => {
    expect(findComparator('seguros-mascotas')).toEqual({
      slug: 'Seguros-Mascotas',
      title: 'Seguros para mascotas',
      organizationTypes: ['MASCOTAS'],
      insuranceTypes: ['SEGURO_MASCOTAS'],
      profileForm: 'pets',
      detailSection: 'Seguros',
      noClinicNetwork: true,
    });
    expect(COMPARATORS.map((comparator) => comparator.slug)).toEqual([
      'EPS',
      'Polizas-de-Salud',
      'Medicina-Prepagada',
      'Empresas',
      'Seguros-Mascotas',
    ]);
  });

  it('keeps the pólizas comparator first among the /Seguros/ section, where a path names no line', () => {
    expect(COMPARATORS.find((comparator) => comparator.detailSection === 'Seguros')?.slug).toBe('Polizas-de-Salud');
  });
});

describe('comparatorPathFor', () => {
  it('leads each line to its comparator, a pólizas option to the pólizas type filter, pets to the pet comparator', () => {
    expect(comparatorPathFor('PLAN_COMPLEMENTARIO_EPS')).toBe('/Comparar/EPS');
    expect(comparatorPathFor('SEGURO_COLECTIVO')).toBe('/Comparar/Empresas');
    expect(comparatorPathFor('SEGURO_COVID')).toBe('/Comparar/Polizas-de-Salud?tipos=SEGURO_COVID');
    expect(comparatorPathFor('SEGURO_MASCOTAS')).toBe('/Comparar/Seguros-Mascotas');
  });

  it('promises nothing for a type no comparator lists', () => {
    expect(comparatorPathFor('VIAJEINTERNACIONAL')).toBeUndefined();
  });
});
