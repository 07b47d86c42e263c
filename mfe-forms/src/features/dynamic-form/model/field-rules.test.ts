import { NAME_PATTERN } from '@qs/shared';
import { COUNTRIES, field } from '../test/test-definitions';
import { checkDynamicField, compilePattern } from './field-rules';

const messages = {
  required: 'Este campo es requerido',
  notInList: 'Selecciona un valor de la lista',
  invalid: 'Revisa el formato de este campo',
  min: (min: number) => `El valor mínimo es ${min}`,
};
const check = (overrides: Parameters<typeof field>[1], value: unknown) =>
  checkDynamicField(field('x', overrides), value, messages, COUNTRIES);
// The name pattern the API gives the dynamic forms' fld_fullname (docs/product/forms.md#field-rules).
const NAME_RULE = NAME_PATTERN;

describe('checkDynamicField', () => {
  it('requires what the definition requires', () => {
    expect(check({ isRequired: true }, '  ')).toBe('Este campo es requerido');
    expect(check({ isRequired: false }, '')).toBe(true);
  });

  it.each(['Zoë Nguyễn', 'José Pérez-Ávila', "D'Angelo", 'Øyvind Åsen', 'Łukasz Żółć'])(
    'compiles fldRegexp with the u flag: %s is a name',
    (name) => {
      expect(check({ fldRegexp: NAME_RULE, helper: 'Ingrese solamente letras' }, name)).toBe(true);
    },
  );

  it('shows the helper when the pattern fails, a generic text without helper', () => {
    expect(check({ fldRegexp: NAME_RULE, helper: 'Ingrese solamente letras' }, 'R2D2')).toBe(
      'Ingrese solamente letras',
    );
    expect(check({ fldRegexp: '^\\d+$' }, 'abc')).toBe('Revisa el formato de este campo');
  });

  it('offers only listed values: select by value, phone prefix by prefix, a required country by name', () => {
    const options = [{ value: '01', label: 'Norteamérica' }];
    expect(check({ fieldType: { fldType: 'select', inputType: null }, allowedValues: options }, '09')).toBe(
      'Selecciona un valor de la lista',
    );
    expect(check({ fieldType: { fldType: 'select', inputType: null }, allowedValues: options }, '01')).toBe(true);
    expect(check({ fieldType: { fldType: 'phone-prefix', inputType: null } }, '+1')).toBe(true);
    expect(check({ fieldType: { fldType: 'phone-prefix', inputType: null } }, '56')).toBe(true);
    expect(check({ fieldType: { fldType: 'phone-prefix', inputType: null } }, '+99')).toBe(
      'Selecciona un valor de la lista',
    );
    expect(check({ fieldType: { fldType: 'country', inputType: null }, isRequired: true }, 'peru')).toBe(true);
    expect(check({ fieldType: { fldType: 'country', inputType: null }, isRequired: true }, 'Atlántida')).toBe(
      'Selecciona un valor de la lista',
    );
    expect(check({ fieldType: { fldType: 'country', inputType: null }, isRequired: false }, 'Atlántida')).toBe(true);
  });

  it('a dynamic quantity is a whole number of at least 0', () => {
    expect(check({ fieldType: { fldType: 'dynamic-quantity', inputType: null } }, '0')).toBe(true);
    expect(check({ fieldType: { fldType: 'dynamic-quantity', inputType: null } }, '-1')).toBe('El valor mínimo es 0');
    expect(check({ fieldType: { fldType: 'dynamic-quantity', inputType: null } }, '1.5')).toBe('El valor mínimo es 0');
  });

  it('skips a pattern that does not compile, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(compilePattern('([a-')).toBeNull();
    expect(check({ fldRegexp: '([a-' }, 'cualquier cosa')).toBe(true);
    expect(warn).toHaveBeenCalledWith('Dynamic form: fldRegexp does not compile: ([a-');
    warn.mockRestore();
  });
});
