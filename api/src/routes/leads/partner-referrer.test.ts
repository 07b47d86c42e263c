import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';
import { listLeads } from '../../store/leads';
import { createPartnerDirectory, loadPartners } from '../../store/partner-directory';

/**
 * docs/product/api.md#partner-referrer: a lead made on a partner's site carries the referrer its `referer` names,
 * looked up by the API from the request's partner host, whatever the body says.
 */
describe("a partner's referrer on its leads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
  const cooperativa = { 'x-forwarded-host': 'cooperativa.localhost:3000' };
  const person = { first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co', ...AUTHORISED };
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url, payload, headers });
  const storedLead = async (id: number) => (await listLeads(t.db, { afterId: id - 1, limit: 1 }))[0];
  const ownPlan = async () =>
    (await t.sql.value('SELECT product_code FROM plans WHERE organization_id = 1 LIMIT 1')) as string;

  it("stores aliado's referrer with a contact and a plan request made through aliado's host", async () => {
    const contact = await post('/api/contactos', { ...person, tipo: 1 }, aliado);
    expect(contact.status).toBe(201);
    const expected = {
      partner: 'aliado',
      referer: 'referidos@bancoaliado.example',
      email: 'referidos@bancoaliado.example',
      name: 'Banco Aliado',
      ejecutivo: 'ana.rodriguez@quieroseguro.co',
    };
    expect((await storedLead(contact.body.data.id))?.referrer).toEqual(expected);

    const request = await post('/api/solicitarplans', { ...person, productCode: await ownPlan() }, aliado);
    expect(request.status).toBe(201);
    expect((await storedLead(request.body.data.id))?.referrer).toEqual(expected);
  });

  it('ignores a referrer the body names: the host decides, and the main site stores none', async () => {
    const forged = { partner: 'cooperativa', referer: 'otro@example.com', email: 'otro@example.com' };
    const onPartner = await post('/api/contactos', { ...person, tipo: 1, referrer: forged }, cooperativa);
    // The body's unknown field is dropped by the schema; the stored referrer is cooperativa's own.
    expect(onPartner.status).toBe(201);
    const stored = await storedLead(onPartner.body.data.id);
    expect(stored?.referrer).toEqual({
      partner: 'cooperativa',
      referer: 'referidos@cooperativa-solidaria.example',
      email: 'referidos@cooperativa-solidaria.example',
      name: 'Cooperativa Solidaria',
      ejecutivo: 'luisa.martinez@quieroseguro.co',
    });
    expect(stored?.fields).not.toHaveProperty('referrer');

    const onMainSite = await post('/api/contactos', { ...person, tipo: 1, referrer: forged });
    expect(onMainSite.status).toBe(201);
    expect((await storedLead(onMainSite.body.data.id))?.referrer).toBeNull();
  });

  it('keeps a referer nobody has as it is, and stores nothing for a partner without one', async () => {
    const records = await loadPartners(t.db);
    const changed = records.map((record) => ({
      ...record,
      config: {
        ...record.config,
        referer: record.config.subdomain === 'aliado' ? 'nadie@bancoaliado.example' : '',
      },
    }));
    const other = await createTestApp({}, { partners: () => createPartnerDirectory({ load: async () => changed }) });
    const send = (headers: Record<string, string>) =>
      call(other.app, { method: 'POST', url: '/api/contactos', payload: { ...person, tipo: 1 }, headers });
    const leadOf = async (id: number) => (await listLeads(other.db, { afterId: id - 1, limit: 1 }))[0];
    try {
      const unknown = await send(aliado);
      expect(unknown.status).toBe(201);
      expect((await leadOf(unknown.body.data.id))?.referrer).toEqual({
        partner: 'aliado',
        referer: 'nadie@bancoaliado.example',
        email: null,
        name: null,
        ejecutivo: null,
      });
      const none = await send(cooperativa);
      expect(none.status).toBe(201);
      expect((await leadOf(none.body.data.id))?.referrer).toBeNull();
    } finally {
      await other.close();
    }
  });
});
