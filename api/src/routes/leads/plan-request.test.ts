import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

const valid = {
  productCode: 'MPP301-FAMILIAR',
  first_name: 'Juan Camilo',
  telefono: '3001234567',
  email: 'juan@example.com',
  documento: '1020304050',
  ...AUTHORISED,
};

describe('POST /api/solicitarplans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the plan request with the plan and the advisor of its line', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: {
        ...valid,
        perfil: { cotizante: [{ edad: 34, sexo: 'Femenino' }], cargas: [] },
        originLead: { domain: 'localhost', subdomain: '', url: '/Medicina-Prepagada/x/y' },
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: { id: 2, name: 'Asignado' },
      dataSocio: { nombres: expect.any(String) },
    });
    const row = (await t.sql.row(
      'SELECT kind, product_code, business_line_id, fields FROM leads WHERE id = ?',
      body.data.id,
    )) as Record<string, string | number>;
    expect(row).toMatchObject({ kind: 'plan_request', product_code: 'MPP301-FAMILIAR', business_line_id: 3 });
    expect(JSON.parse(String(row.fields))).toMatchObject({
      planUrl: '/Medicina-Prepagada/vitalia-medicina-prepagada/plan-familiar-plus',
      documento: '1020304050',
    });
  });

  it('is idempotent with the Idempotency-Key header', async () => {
    const headers = { 'idempotency-key': 'plan-request-0001' };
    const first = await call(t.app, { method: 'POST', url: '/api/solicitarplans', payload: valid, headers });
    const again = await call(t.app, { method: 'POST', url: '/api/solicitarplans', payload: valid, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it.each([['Zoë Nguyễn'], ['José Pérez-Ávila']])('accepts and stores the name %s', async (name) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: { ...valid, first_name: name },
    });
    expect(status).toBe(201);
    const fields = JSON.parse(String(await t.sql.value('SELECT fields FROM leads WHERE id = ?', body.data.id)));
    expect(fields.first_name).toBe(name);
  });

  it.each([
    [{ productCode: 'NO-EXISTE' }, 'Plan desconocido: NO-EXISTE'],
    [{ productCode: undefined }, 'Código de plan necesario'],
    [{ productCode: 'ASE201-PYME' }, 'Cantidad de empleados necesaria.'],
    [{ documento: '12ab' }, 'Número de documento inválido: usa de 5 a 12 dígitos'],
    [{ first_name: 'J' }, 'Nombre muy corto.'],
    [{ email: 'juan@' }, 'Vuelve a introducir un email válido.'],
  ])('refuses %j', async (change, message) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: { ...valid, ...change },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('accepts a company plan with its employee count', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: { ...valid, productCode: 'ASE201-PYME', cantidadEmpleados: 25 },
    });
    expect(status).toBe(201);
  });
});
