import { CONTACT_FORM, TRAVEL_FORM } from '../test/test-definitions';
import { toContactFields } from './to-contact-fields';

describe('toContactFields', () => {
  it('maps the product keys onto the contact request, the phone group into telefono', () => {
    const fields = toContactFields(
      {
        fld_fullname: 'Zoë Nguyễn',
        fld_phone_prefix: '+57',
        fld_telephone: '300 123 4567',
        fld_email: 'zoe@correo.co',
        fld_msg: 'Quiero un plan familiar',
        fld_employees: '1.250',
      },
      CONTACT_FORM,
    );
    expect(fields).toEqual({
      tipo: 8,
      first_name: 'Zoë Nguyễn',
      telefono: '+57 300 123 4567',
      email: 'zoe@correo.co',
      mensaje: 'Quiero un plan familiar',
      cantidadEmpleados: 1250,
      unrecognizedAdditionalData: undefined,
    });
  });

  it('takes the business line from the definition and a single grouped phone answer', () => {
    const fields = toContactFields(
      { fld_fullname: 'Ana', fld_phone: '3001234567', fld_email: 'a@b.co', fld_msg: null },
      { ...CONTACT_FORM, businessLineId: 4 },
    );
    expect(fields).toMatchObject({ tipo: 4, telefono: '3001234567', mensaje: undefined, cantidadEmpleados: undefined });
  });

  it('puts every unknown answer in unrecognizedAdditionalData, arrays per field joined by |, blanks left out', () => {
    const fields = toContactFields(
      {
        fld_fullname: 'José Pérez-Ávila',
        fld_email: 'jose@correo.co',
        fld_origin_country: 'CO',
        fld_destination_country: '02',
        fld_fecha_inicio: '2026-12-20',
        fld_passenger_quantity: [{ fld_passenger_age: '34' }, { fld_passenger_age: '8' }, { fld_passenger_age: null }],
        fld_cupon: '',
        fld_quantity: 3,
      },
      TRAVEL_FORM,
    );
    expect(fields.tipo).toBe(7);
    expect(fields.unrecognizedAdditionalData).toEqual({
      fld_origin_country: 'CO',
      fld_destination_country: '02',
      fld_fecha_inicio: '2026-12-20',
      fld_passenger_age: '34|8',
      fld_quantity: 3,
    });
  });
});
