import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

const valid = {
  tipo: 8,
  first_name: 'María José Pérez',
  telefono: '+57 300 123 4567',
  email: 'maria.perez@example.com',
  mensaje: 'Quiero información',
  ...AUTHORISED,
};
const count = (t: TestApp) => t.sql.value<number>('SELECT COUNT(*) FROM leads');

describe('POST /api/contactos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the lead before answering with its id, status and assigned advisor', async () => {
    const { status, body } = await call(t.app, { method: 'POST', url: '/api/contactos', payload: valid });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      createdAt: expect.any(String),
      status: { id: 2, name: 'Asignado' },
    });
    expect(body.data.dataSocio).toEqual({
      nombres: expect.any(String),
      apellidos: expect.any(String),
      telefono_1: expect.any(String),
      email_corporativo: expect.stringMatching(/@quieroseguro\.co$/),
      telefonos: expect.arrayContaining([expect.stringMatching(/^\+57 3\d\d 555 \d{4}$/)]),
      calendly: { active: expect.any(Boolean), url: expect.any(String) },
    });
    const row = (await t.sql.row('SELECT kind, fields, status_id FROM leads WHERE id = ?', body.data.id)) as {
      kind: string;
      fields: string;
      status_id: number;
    };
    expect(row.kind).toBe('contact');
    expect(JSON.parse(row.fields)).toMatchObject({ first_name: 'María José Pérez', email: 'maria.perez@example.com' });
  });

  it('assigns the advisors of the line in turn', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { body } = await call(t.app, { method: 'POST', url: '/api/contactos', payload: { ...valid, tipo: 1 } });
      emails.push(body.data.dataSocio.email_corporativo);
    }
    // Line 1 has three active advisors: each gets a lead before anyone gets a second one.
    expect(new Set(emails.slice(0, 3)).size).toBe(3);
    expect(emails[3]).toBe(emails[0]);
    expect(emails).not.toContain('diana.rojas@quieroseguro.co');
  });

  it('gives the WhatsApp phone list of the advisor, and telefono_1 alone to one without a list', async () => {
    const phonesOf = async () => {
      const { body } = await call(t.app, { method: 'POST', url: '/api/contactos', payload: { ...valid, tipo: 1 } });
      return body.data.dataSocio as { email_corporativo: string; telefono_1: string; telefonos: string[] };
    };
    const seen = new Map<string, { telefono_1: string; telefonos: string[] }>();
    for (let i = 0; i < 3; i += 1) {
      const advisor = await phonesOf();
      seen.set(advisor.email_corporativo, advisor);
    }
    expect(seen.get('ana.rodriguez@quieroseguro.co')).toEqual(
      expect.objectContaining({ telefono_1: '+57 300 555 0101', telefonos: ['+57 300 555 0101', '+57 300 555 0111'] }),
    );

    await t.sql.run("UPDATE advisors SET telefonos = '[]' WHERE email_corporativo = 'carlos.gomez@quieroseguro.co'");
    for (let i = 0; i < 3; i += 1) {
      const advisor = await phonesOf();
      seen.set(advisor.email_corporativo, advisor);
    }
    expect(seen.get('carlos.gomez@quieroseguro.co')?.telefonos).toEqual(['+57 301 555 0102']);
  });

  it('answers Sin Estado without advisor when nobody serves the line', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, tipo: 7 },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: { id: 1, name: 'Sin Estado' }, dataSocio: null });
  });

  it('returns the same lead for a repeated Idempotency-Key and stores nothing new', async () => {
    const headers = { 'idempotency-key': 'contact-retry-0001' };
    const first = await call(t.app, { method: 'POST', url: '/api/contactos', payload: valid, headers });
    const before = await count(t);
    const again = await call(t.app, { method: 'POST', url: '/api/contactos', payload: { ...valid }, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(t)).toBe(before);
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, mensaje: 'otro' },
      headers,
    });
    expect(other.status).toBe(422);
    expect(await count(t)).toBe(before);
  });

  it('keeps idempotency keys per kind of lead', async () => {
    const headers = { 'idempotency-key': 'shared-key-0001' };
    const contact = await call(t.app, { method: 'POST', url: '/api/contactos', payload: valid, headers });
    const plan = await call(t.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: { ...valid, tipo: undefined, productCode: 'EPS101-ORO' },
      headers,
    });
    expect(plan.status).toBe(201);
    expect(plan.body.data.id).not.toBe(contact.body.data.id);
  });

  it('requires the employee count for company leads and accepts thousands dots', async () => {
    const missing = await call(t.app, { method: 'POST', url: '/api/contactos', payload: { ...valid, tipo: 4 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Cantidad de empleados necesaria.');
    const dotted = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, tipo: 4, cantidadEmpleados: '1.200' },
    });
    expect(dotted.status).toBe(201);
    const fields = JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', dotted.body.data.id));
    expect(fields.cantidadEmpleados).toBe(1200);
  });

  it.each([['Zoë Nguyễn'], ['José Pérez-Ávila']])('accepts and stores the name %s', async (name) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, first_name: name },
    });
    expect(status).toBe(201);
    const fields = JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', body.data.id));
    expect(fields.first_name).toBe(name);
  });

  it('stores a name typed with combining accents as its composed form', async () => {
    const decomposed = 'Zoe\u0308 Nguye\u0302\u0303n';
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, first_name: decomposed },
    });
    expect(status).toBe(201);
    const fields = JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', body.data.id));
    expect(fields.first_name).toBe('Zoë Nguyễn');
  });

  it.each([
    [{ first_name: undefined }, 'Nombre necesario'],
    [{ first_name: '   ' }, 'Nombre necesario'],
    [{ first_name: 'A' }, 'Nombre muy corto.'],
    [{ first_name: '- -' }, 'Ingrese solamente letras'],
    [{ first_name: 'A'.repeat(101) }, 'Nombre muy largo, tiene que ser como máximo 100 caracteres.'],
    [{ first_name: 'Robert3; DROP TABLE leads' }, 'Ingrese solamente letras'],
    [{ first_name: 42 }, 'Ingrese solamente letras'],
    [{ telefono: undefined }, 'Teléfono necesario.'],
    [{ telefono: '' }, 'Teléfono necesario.'],
    [{ telefono: '12345' }, 'Teléfono muy corto'],
    [{ telefono: '(1) 2-3-4' }, 'Teléfono muy corto'],
    [{ telefono: 'llámame ya' }, 'Ingrese un teléfono válido'],
    [{ email: undefined }, 'Email necesario.'],
    [{ email: 'no-es-un-correo' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'a@b' }, 'Vuelve a introducir un email válido.'],
    // docs/product/api.md#validation-patterns: control, format and bidi characters make an address that looks like another one.
    [{ email: 'ana\u0000@correo.co' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'ana\u202Eoc.oerroc@x.co' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'an\u200Ba@correo.co' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'ana\u2066@correo.co' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'ana\u0085x@correo.co' }, 'Vuelve a introducir un email válido.'],
    [{ tipo: 4, cantidadEmpleados: 'muchos' }, 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.'],
    [{ tipo: 4, cantidadEmpleados: 1234567 }, 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.'],
    [{ tipo: undefined }, 'Línea de negocio necesaria'],
    [{ tipo: 999 }, 'Línea de negocio desconocida'],
    [{ mensaje: 'x'.repeat(2001) }, 'Mensaje muy largo, tiene que ser como máximo 2000 caracteres.'],
  ])('refuses %j with the product message (docs/product/api.md#leads)', async (change, message) => {
    const before = await count(t);
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, ...change },
    });
    expect({ status, body }).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } });
    expect(await count(t)).toBe(before);
  });

  // docs/product/forms.md#field-rules: the browser's rules, the same module (contract/src/rules/field-rules.mjs).
  it.each([
    { first_name: "Siobhan O'Neill" },
    { first_name: 'Ma. José' },
    { first_name: `  ${'a'.repeat(100)} ` },
    { email: 'ab@b.co' },
    { email: '  Ana.Gomez+seguros@Correo.COM.co ' },
    { telefono: '300 123 4567' },
    { telefono: '(601) 234-5678' },
    { telefono: '+1 212 555 0100' },
  ])('accepts %j as the browser does', async (change) => {
    const { status } = await call(t.app, { method: 'POST', url: '/api/contactos', payload: { ...valid, ...change } });
    expect(status).toBe(201);
  });

  it('checks and stores the name, phone and e-mail trimmed', async () => {
    const { body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, first_name: ' Ana ', telefono: ' 300 123 4567 ', email: ' ana@correo.co ' },
    });
    const fields = JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', body.data.id));
    expect(fields).toMatchObject({ first_name: 'Ana', telefono: '300 123 4567', email: 'ana@correo.co' });
  });

  it.each([
    [{ first_name: 'x<script>' }, 'Ingrese solamente letras'],
    [{ first_name: '12' }, 'Ingrese solamente letras'],
    [{ first_name: 'Ana\tMaría' }, 'Ingrese solamente letras'],
    [{ email: 'a@b.co' }, 'Vuelve a introducir un email válido.'],
    [{ email: 'ab@b.museum' }, 'Vuelve a introducir un email válido.'],
    [{ email: `${'a'.repeat(33)}@example.com` }, 'Vuelve a introducir un email válido.'],
    [{ email: 'josé@correo.co' }, 'Vuelve a introducir un email válido.'],
    [{ telefono: '1234567' }, 'Teléfono muy corto'],
    [{ telefono: '+57 300 123 456' }, 'Teléfono muy corto'],
    [{ telefono: 'abc' }, 'Ingrese un teléfono válido'],
    [{ telefono: '300+1234567' }, 'Ingrese un teléfono válido'],
    [{ telefono: '+123 123456789012345' }, 'Ingrese un teléfono válido'],
    [{ telefono: '3   0   0   1   2   3   4   5   6   7' }, 'Teléfono muy largo'],
    [{ tipo: 4, cantidadEmpleados: '1.000.000' }, 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.'],
    [{ tipo: 4, cantidadEmpleados: '0' }, 'Cantidad de empleados inválida: usa solo números, hasta 6 dígitos.'],
  ])('refuses %j as the browser does, with the API text', async (change, message) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, ...change },
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it.each([
    [{ tipo: [8] }, 'Línea de negocio inválida'],
    [{ tipo: ['8'] }, 'Línea de negocio inválida'],
    [{ email: ['maria.perez@example.com'] }, 'Email necesario.'],
    [{ first_name: ['María José Pérez'] }, 'Nombre necesario'],
  ])('refuses a list where one value belongs (%j), storing nothing', async (change, message) => {
    const before = await count(t);
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, ...change },
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message });
    expect(await count(t)).toBe(before);
  });

  it('still reads a number the form sends as text', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...valid, tipo: '8' },
    });
    expect(status).toBe(201);
    expect(await t.sql.value('SELECT business_line_id FROM leads WHERE id = ?', body.data.id)).toBe(8);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: valid,
      headers: { 'idempotency-key': 'x' },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Idempotency-Key inválida/);
  });

  it('drops unknown fields and keeps the extra answers of a dynamic form', async () => {
    const { body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: {
        ...valid,
        isAdmin: true,
        unrecognizedAdditionalData: { fld_origin_country: 'CO', fld_passenger_age: '34' },
      },
    });
    const fields = JSON.parse(await t.sql.value<string>('SELECT fields FROM leads WHERE id = ?', body.data.id));
    expect(fields.isAdmin).toBeUndefined();
    expect(fields.unrecognizedAdditionalData).toEqual({ fld_origin_country: 'CO', fld_passenger_age: '34' });
  });
});
