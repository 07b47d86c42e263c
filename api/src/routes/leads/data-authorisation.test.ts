import { createHash } from 'node:crypto';
import { DATA_AUTHORISATION_REQUIRED, outdatedPolicyMessage } from '../../privacy/authorisation';
import { CURRENT_POLICY_VERSION, currentPolicy, policyText } from '../../privacy/policy';
import { AUTHORISED } from '../../test-support/authorisation';
import { call, createTestApp, FIXED_NOW, type TestApp } from '../../test-support/test-app';

const PERSON = { first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co' };
const BODIES = {
  '/api/contactos': { tipo: 1, ...PERSON },
  '/api/solicitarplans': { productCode: 'MPP301-FAMILIAR', ...PERSON },
} as const;
type LeadPath = keyof typeof BODIES;
const PATHS = Object.keys(BODIES) as LeadPath[];

/** docs/security.md#data-authorisation: no lead without the visitor's authorisation of the policy in force. */
describe('the data authorisation of a lead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const count = () => t.sql.value<number>('SELECT COUNT(*) FROM leads');

  it('serves the policy in force with its version, date, sections and the hash of its text', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/privacy-policy' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      version: CURRENT_POLICY_VERSION,
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: 'Política de tratamiento de datos personales',
    });
    const titles = (body.data.sections as { title: string }[]).map((section) => section.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Responsable del tratamiento', 'Derechos del titular', 'Datos sensibles']),
    );
    expect(body.data.hash).toBe(createHash('sha256').update(policyText(currentPolicy())).digest('hex'));
  });

  it.each(PATHS)(
    '%s refuses a body without the authorisation, or with it not accepted, and stores nothing',
    async (url) => {
      const before = await count();
      const refusals = [
        {},
        { autorizacionDatos: null },
        { autorizacionDatos: { version: CURRENT_POLICY_VERSION, aceptada: false } },
        { autorizacionDatos: { version: CURRENT_POLICY_VERSION } },
        { autorizacionDatos: { version: '', aceptada: true } },
      ];
      for (const authorisation of refusals) {
        const { status, body } = await call(t.app, {
          method: 'POST',
          url,
          payload: { ...BODIES[url], ...authorisation },
        });
        expect([status, body.message]).toEqual([400, DATA_AUTHORISATION_REQUIRED]);
      }
      expect(await count()).toBe(before);
    },
  );

  it.each(PATHS)('%s refuses a version that is not the policy in force, saying so', async (url) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url,
      payload: { ...BODIES[url], autorizacionDatos: { version: '0.1', aceptada: true } },
    });
    expect([status, body.message]).toEqual([400, outdatedPolicyMessage('0.1')]);
    expect(body.message).toMatch(/no es la vigente/);
  });

  it.each(PATHS)(
    '%s stores the version, the server time and the hash of the text, apart from the fields',
    async (url) => {
      const { status, body } = await call(t.app, { method: 'POST', url, payload: { ...BODIES[url], ...AUTHORISED } });
      expect(status).toBe(201);
      const row = await t.sql.row(
        'SELECT fields, data_policy_version, data_policy_hash, data_authorised_at FROM leads WHERE id = ?',
        body.data.id,
      );
      expect(row).toMatchObject({
        data_policy_version: CURRENT_POLICY_VERSION,
        data_policy_hash: currentPolicy().hash,
        data_authorised_at: FIXED_NOW.toISOString(),
      });
      expect(JSON.parse(String(row?.fields)).autorizacionDatos).toBeUndefined();
    },
  );

  it('shows a stored lead with its policy version to operators', async () => {
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...BODIES['/api/contactos'], ...AUTHORISED },
    });
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/api/admin/leads?afterId=${sent.body.data.id - 1}&limit=1`,
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(body.data[0]).toMatchObject({
      id: sent.body.data.id,
      dataAuthorisation: {
        version: CURRENT_POLICY_VERSION,
        policyHash: currentPolicy().hash,
        authorisedAt: FIXED_NOW.toISOString(),
      },
    });
  });
});
