import { colectivoDefinition, colombiaDefinition } from '../test/test-definitions';
import { buildFieldTree } from './field-tree';
import { allLeavesValid, leafEntries, missingRequiredLabels, type ItemName } from './leaf-entries';

const itemName: ItemName = (_node, label, index) => `${label} ${index + 1}`;
const messages = { required: 'req', notInList: 'list', min: () => 'min', max: () => 'max' };

describe('the values of a form, field by field', () => {
  it('lists the empty required fields with their item, once each', () => {
    const tree = buildFieldTree(colombiaDefinition().profileFormFields);
    const values = {
      cotizante: [
        { edad: '', sexo: 'Masculino', eps_actual: '' },
        { edad: '30', sexo: 'Femenino', eps_actual: '' },
      ],
      cargas: [{ edad: '', sexo: 'Masculino', parentesco: '' }],
    };
    expect(missingRequiredLabels(leafEntries(tree, values, itemName))).toEqual([
      'Edad (Titular 1)',
      'EPS actual (Titular 1)',
      'EPS actual (Titular 2)',
    ]);
  });

  it('names fields of a group by their own label', () => {
    const tree = buildFieldTree(colectivoDefinition().profileFormFields);
    const values = {
      colectivo: { cantidadempleados: '' },
      cotizante: [{ edad: '40', sexo: 'Masculino', eps_actual: 'sura' }],
    };
    expect(missingRequiredLabels(leafEntries(tree, values, itemName))).toEqual(['Cantidad de empleados']);
  });

  it('tells whether every value passes the definition’s rules', () => {
    const tree = buildFieldTree(colombiaDefinition().profileFormFields);
    const valid = {
      cotizante: [{ edad: '30', sexo: 'Masculino', eps_actual: 'sura', maternidad: false }],
      cargas: [{ edad: '5', sexo: 'Femenino', parentesco: 'Hijo/a' }],
    };
    expect(allLeavesValid(leafEntries(tree, valid, itemName), messages)).toBe(true);
    expect(
      allLeavesValid(leafEntries(tree, { ...valid, cargas: [{ edad: '150', sexo: 'Femenino' }] }, itemName), messages),
    ).toBe(false);
  });
});
