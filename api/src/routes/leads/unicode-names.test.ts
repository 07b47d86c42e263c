import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

const lead = { tipo: 8, telefono: '+57 300 123 4567', email: 'persona@example.com', ...AUTHORISED };

/** Names are letters of any script (the dynamic form's fld_fullname pattern is \p{L} as well). */
describe('POST /api/contactos names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['Zoë Nguyễn', 'José Pérez-Ávila', "Siobhán O'Brien", 'Łukasz Żółć', 'Ana María'])(
    'accepts %s',
    async (first_name) => {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        payload: { ...lead, first_name },
      });
      expect(status).toBe(201);
      expect(body.data.id).toEqual(expect.any(Number));
    },
  );

  it.each(['Robert3', 'Ana <b>', 'A-', '--', 'Zoë_1'])(
    'refuses %s with the product text (docs/product/api.md#leads)',
    async (first_name) => {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        payload: { ...lead, first_name },
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^(Ingrese solamente letras|Nombre muy corto\.)$/);
    },
  );
});
