import { runInNewContext } from 'node:vm';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

type Validator = (profile: unknown) => true | string;

describe('profile forms and dynamic forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fields = async (name: string) =>
    (await call(t.app, { method: 'GET', url: `/api/profile-form/form?productTypeName=${name}` })).body.data.profileForm;

  it('colombia: cotizante with eps_actual and maternidad, cargas with kinship', async () => {
    const form = await fields('colombia');
    expect(form).toMatchObject({
      productType: 'colombia',
      validationScriptUrl: '/api/profile-form/validation/colombia.js',
    });
    const byName = (name: string, group: string | null) =>
      form.profileFormFields.find(
        (f: { fldName: string; groupedBy: string | null }) => f.fldName === name && f.groupedBy === group,
      );
    expect(byName('cotizante', null)).toMatchObject({
      fieldType: { fldType: 'array', htmlType: null },
      label: 'Titular,Agregar pareja',
      isMultiple: true,
    });
    expect(byName('edad', 'cotizante')).toMatchObject({
      fieldType: { fldType: 'input', htmlType: 'number' },
      dataType: 'number',
      required: true,
      min: 0,
      max: 99,
    });
    // No sex is chosen for the visitor: the radios start empty and one must be picked.
    expect(byName('sexo', 'cotizante')).toMatchObject({
      fieldType: { fldType: 'radio' },
      defaultValue: null,
      required: true,
      allowedValues: [
        { value: 'Masculino', label: 'Hombre' },
        { value: 'Femenino', label: 'Mujer' },
      ],
    });
    const eps = byName('eps_actual', 'cotizante');
    expect(eps.allowedValues).toHaveLength(5);
    expect(eps.allowedValues.at(-1)).toEqual({ value: 'notengo', label: 'No tengo EPS' });
    expect(byName('maternidad', 'cotizante')).toMatchObject({
      fieldType: { fldType: 'checkbox' },
      dataType: 'boolean',
    });
    expect(byName('parentesco', 'cargas').allowedValues.map((v: { label: string }) => v.label)).toEqual([
      'Hijo/Hija',
      'Hijastro/Hijastra',
      'Cónyuge',
      'Padre/Madre',
      'Nieto/Nieta',
      'Otro',
    ]);
    const keys = Object.keys(byName('edad', 'cargas')).sort();
    expect(keys).toEqual(
      expect.arrayContaining([
        'fldName',
        'groupedBy',
        'wrapper',
        'isMultiple',
        'fieldType',
        'label',
        'placeholder',
        'mask',
        'helper',
        'class',
        'defaultValue',
        'dataType',
        'allowedValues',
        'retrieveFunction',
        'hideExpression',
        'changeAction',
        'groupClass',
        'required',
      ]),
    );
  });

  it('colectivo has cantidadempleados in a group; pets has the mascota group', async () => {
    const company = await fields('colectivo');
    expect(company.profileFormFields.find((f: { fldName: string }) => f.fldName === 'cantidadempleados')).toMatchObject(
      { groupedBy: 'colectivo', mask: 'thousands', fieldType: { fldType: 'input', htmlType: 'number' } },
    );
    const pets = await fields('pets');
    expect(
      pets.profileFormFields
        .filter((f: { groupedBy: string }) => f.groupedBy === 'mascota')
        .map((f: { fldName: string }) => f.fldName),
    ).toEqual(['especie', 'raza', 'edad']);
    expect((await call(t.app, { method: 'GET', url: '/api/profile-form/form?productTypeName=chile' })).status).toBe(
      400,
    );
  });

  it('serves validation scripts that apply the product rules (docs/product/forms.md)', async () => {
    const load = async (name: string, className: string): Promise<Validator> => {
      const response = await t.app.inject({ method: 'GET', url: `/api/profile-form/validation/${name}.js` });
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      const window: Record<string, Record<string, Validator>> = {};
      runInNewContext(response.body, { window });
      const validator = window.__QS_PROFILE_VALIDATORS__?.[className];
      if (!validator) throw new Error(`${className} not registered`);
      return validator;
    };
    const colombia = await load('colombia', 'ColombiaValidation');
    expect(colombia({ cotizante: [{ edad: 30, eps_actual: 'EPS101' }] })).toBe(true);
    expect(colombia({ cotizante: [{ edad: 30, eps_actual: 'notengo' }] })).toBe(
      'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
    );
    const company = await load('colectivo', 'ColectivoValidation');
    expect(company({ colectivo: { cantidadempleados: 9 }, cotizante: [{ edad: 30 }] })).toBe(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );
    expect(company({ colectivo: { cantidadempleados: '1.500' }, cotizante: [{ edad: 30 }] })).toBe(true);
    const pets = await load('pets', 'PetsValidation');
    expect(pets({ mascota: [{ especie: 'Gato', edad: 4 }] })).toBe(true);
    expect(pets({ mascota: [{ especie: 'Loro', edad: 4 }] })).toBe('Selecciona si tu mascota es perro o gato');
    expect(pets({ mascota: [{ especie: 'Perro', edad: 21 }] })).toBe(
      'La edad de la mascota debe estar entre 0 y 20 años',
    );
    expect(pets({ mascota: [] })).toBe('Agrega al menos una mascota');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile-form/validation/evil.js' })).statusCode).toBe(400);
  });

  it('records a submitted profile', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/profile-form/data',
      payload: { form: { cotizante: [{ edad: 30, sexo: 'Femenino' }] }, productType: { name: 'colombia' } },
    });
    expect(status).toBe(201);
    expect(body.data.id).toEqual(expect.any(Number));
    expect(
      (await call(t.app, { method: 'POST', url: '/api/profile-form/data', payload: { form: {} } })).body.message,
    ).toBe('productType es requerido');
  });

  // The site compiles a field's fldRegexp with the u flag (mfe-forms dynamic-form field rules), as Ajv does.
  it("the dynamic forms' name pattern takes names of any script, and nothing but letters", async () => {
    const contact = await call(t.app, {
      method: 'GET',
      url: '/api/integration/form/3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11',
    });
    const fields = contact.body.data.integrationForm.integrationForms[0].integrationFormFields as {
      fldName: string;
      fldRegexp: string;
    }[];
    const pattern = fields.find((field) => field.fldName === 'fld_fullname')!.fldRegexp;
    const name = new RegExp(pattern, 'u');
    expect(
      ['Zoë Nguyễn', 'José Pérez-Ávila', 'Zoe\u0308 Nguye\u0302\u0303n', 'Ольга Петрова'].map((value) =>
        name.test(value),
      ),
    ).toEqual([true, true, true, true]);
    expect(name.test('Robert3')).toBe(false);
  });

  it('dynamic forms by hash: contact, travel with passengers, referral', async () => {
    const contact = await call(t.app, {
      method: 'GET',
      url: '/api/integration/form/3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11',
    });
    const form = contact.body.data.integrationForm;
    expect(form.integrationForms[0].integrationFormFields.map((f: { fldName: string }) => f.fldName)).toEqual([
      'fld_fullname',
      'fld_phone',
      'fld_phone_prefix',
      'fld_telephone',
      'fld_email',
      'fld_employees',
      'fld_contact_hour',
      'fld_msg',
      'fld_submit',
    ]);
    expect(form.integrationForms[0]).toHaveProperty('validationScript');
    const travel = await call(t.app, {
      method: 'POST',
      url: '/api/integration/form',
      payload: { integrationHash: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352' },
    });
    const passengers = travel.body.data.integrationForm.integrationForms[0].integrationFormFields;
    expect(passengers.find((f: { fldName: string }) => f.fldName === 'fld_passenger_quantity')).toMatchObject({
      label: 'Pasajero,Agregar pasajero',
      fieldType: { fldType: 'array' },
    });
    expect(passengers.find((f: { fldName: string }) => f.fldName === 'fld_passenger_age').groupedBy).toBe(
      'fld_passenger_quantity',
    );
    const referral = await call(t.app, {
      method: 'GET',
      url: '/api/integration/form/c81f4e09-2d6a-4b3c-8f75-e4a9b1d26c07',
    });
    expect(referral.body.data.integrationForm.integrationForms[0].integrationFormFields[0].fldName).toBe(
      'fld_email_referer',
    );
    expect((await call(t.app, { method: 'GET', url: '/api/integration/form/00000000-0000' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/integration/form/<script>' })).status).toBe(400);
  });
});
