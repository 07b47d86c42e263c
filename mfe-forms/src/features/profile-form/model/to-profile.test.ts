import { colectivoDefinition, colombiaDefinition } from '../test/test-definitions';
import { buildFieldTree } from './field-tree';
import { toFormValues } from './form-values';
import { toProfile } from './to-profile';

describe('form values ↔ profile', () => {
  it('starts the insured people with one item carrying the defaults (no sex chosen for the visitor), and no dependants', () => {
    const tree = buildFieldTree(colombiaDefinition().profileFormFields);
    expect(toFormValues(tree, null)).toEqual({
      cotizante: [{ edad: '', sexo: '', eps_actual: '', maternidad: false }],
      cargas: [],
    });
  });

  it('parses numbers and strips thousand dots; an empty sex stays empty, never Masculino', () => {
    const tree = buildFieldTree(colectivoDefinition().profileFormFields);
    const profile = toProfile(tree, {
      colectivo: { cantidadempleados: '1.250' },
      cotizante: [{ edad: '44', sexo: '', eps_actual: 'sura' }],
    });
    expect(profile).toEqual({
      ingresodatos: true,
      cargas: [],
      colectivo: { cantidadempleados: 1250 },
      cotizante: [{ edad: 44, eps_actual: 'sura' }],
    });
  });

  it('shows stored employee counts with thousand dots', () => {
    const tree = buildFieldTree(colectivoDefinition().profileFormFields);
    const values = toFormValues(tree, {
      ingresodatos: true,
      cotizante: [],
      cargas: [],
      colectivo: { cantidadempleados: 12000 },
    });
    expect(values.colectivo).toEqual({ cantidadempleados: '12.000' });
  });
});
