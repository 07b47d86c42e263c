import { partnerWording, withPartnerWording } from './partner-wording';
import { colombiaDefinition } from '../test/test-definitions';

describe('partnerWording (docs/product/forms.md#partner-wording)', () => {
  it("says 'cargas médicas' for the main site's 'beneficiarios' (and for 'cargas'), in the plural and the singular, keeping the capital", () => {
    expect(partnerWording('Beneficiarios,Agregar beneficiario')).toBe('Cargas médicas,Agregar carga médica');
    expect(partnerWording('Cargas,Agregar carga')).toBe('Cargas médicas,Agregar carga médica');
    expect(partnerWording('Tus cargas')).toBe('Tus cargas médicas');
  });

  it('leaves other words and an already medical wording alone', () => {
    expect(partnerWording('Cargando formulario ...')).toBe('Cargando formulario ...');
    expect(partnerWording('Descargar')).toBe('Descargar');
    expect(partnerWording('Cargas médicas')).toBe('Cargas médicas');
  });

  it("relabels only the dependants' fields of a definition", () => {
    const fields = withPartnerWording(colombiaDefinition().profileFormFields);
    expect(fields.find((field) => field.fldName === 'cargas')?.label).toBe('Cargas médicas,Agregar carga médica');
    expect(fields.find((field) => field.fldName === 'cotizante')?.label).toBe(
      colombiaDefinition().profileFormFields.find((field) => field.fldName === 'cotizante')?.label,
    );
  });
});
