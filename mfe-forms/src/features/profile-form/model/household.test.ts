import { colectivoDefinition, colombiaDefinition } from '../test/test-definitions';
import { buildFieldTree } from './field-tree';
import {
  isGroupProduct,
  isSpouseOption,
  missingAgeIndexes,
  offersPartner,
  spouseTakenElsewhere,
  withHousehold,
} from './household';

describe('household rules', () => {
  it('knows the group products in any spelling', () => {
    expect(['colectivo', 'SCTR', 'SEGURO COLECTIVO', 'SEGURO_COLECTIVO'].every(isGroupProduct)).toBe(true);
    expect(isGroupProduct('colombia')).toBe(false);
    expect(isGroupProduct('pets')).toBe(false);
  });

  it('offers the couple toggle on the holders of a personal product only', () => {
    const [holders] = buildFieldTree(colombiaDefinition().profileFormFields);
    expect(offersPartner(holders!, 'colombia')).toBe(true);
    const company = buildFieldTree(colectivoDefinition().profileFormFields).find(
      (node) => node.field.fldName === 'cotizante',
    )!;
    expect(offersPartner(company, 'colectivo')).toBe(false);
  });

  it('recognises the spouse option and whether another dependant took it', () => {
    expect(isSpouseOption({ value: 'Cónyuge', label: 'Cónyuge' })).toBe(true);
    expect(isSpouseOption({ value: 'Pareja', label: 'Pareja' })).toBe(true);
    expect(isSpouseOption({ value: 'Hijo', label: 'Hijo/Hija' })).toBe(false);
    const items = [{ parentesco: 'Hijo' }, { parentesco: 'Cónyuge' }];
    expect(spouseTakenElsewhere(items, 0, 'parentesco')).toBe(true);
    expect(spouseTakenElsewhere(items, 1, 'parentesco')).toBe(false);
  });

  it('finds the dependants without an age (0 is an age)', () => {
    expect(missingAgeIndexes([{ edad: '0' }, { edad: '' }, { edad: '  ' }, {}, { edad: '12' }])).toEqual([1, 2, 3]);
    expect(missingAgeIndexes(undefined)).toEqual([]);
  });

  it('sets enPareja from the holders and drops the dependants of a group product', () => {
    const couple = {
      ingresodatos: true,
      cotizante: [
        { edad: 30, sexo: 'Masculino' as const },
        { edad: 29, sexo: 'Femenino' as const },
      ],
      cargas: [],
    };
    expect(withHousehold(couple, 'colombia', true).enPareja).toBe(true);
    expect(withHousehold({ ...couple, cotizante: couple.cotizante.slice(0, 1) }, 'colombia', true).enPareja).toBe(
      false,
    );
    expect(
      withHousehold({ ...couple, cargas: [{ edad: 4, sexo: 'Masculino' }] }, 'SEGURO COLECTIVO', false).cargas,
    ).toEqual([]);
    expect(withHousehold(couple, 'pets', false)).not.toHaveProperty('enPareja');
  });
});
