import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';

/**
 * docs/security.md#partner-restrictions, the leaks a hostile client once found:
 * 10 of 118 checks under aliado's host (organizations 1 and 11) reached another
 * organization's items. A partner reaches 0 foreign items; the main site and cooperativa (every
 * organization) keep everything.
 */
describe('a partner reaches no foreign item', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
  const cooperativa = { 'x-forwarded-host': 'cooperativa.localhost:3000' };
  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url, payload, headers });
  const foreignOrganizations = async () =>
    new Set(await t.sql.values<number>('SELECT id FROM organizations WHERE id NOT IN (1, 11)'));
  const allLandings = async (headers: Record<string, string>) => {
    const items: { organizationId?: number; type: string }[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await get(`/api/country-landings?page=${page}`, headers);
      items.push(...body.data);
      if (page >= body.metaData.pages) return items;
    }
  };

  it("landing lists: no company landing of another organization, no clinic outside its plans' networks", async () => {
    const foreign = await foreignOrganizations();
    const clinics = new Set(
      (await t.sql.values(
        'SELECT DISTINCT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id WHERE p.organization_id IN (1, 11)',
      )) as number[],
    );
    const partner = await allLandings(aliado);
    const leaks = partner.filter(
      (item) =>
        item.organizationId !== undefined &&
        (item.type === 'Clinicas-y-Hospitales' ? !clinics.has(item.organizationId) : foreign.has(item.organizationId)),
    );
    expect(leaks).toEqual([]);
    expect(partner.some((item) => item.organizationId === 1)).toBe(true);
    const main = await allLandings({});
    expect(
      main.filter(
        (item) =>
          item.organizationId !== undefined &&
          item.type !== 'Clinicas-y-Hospitales' &&
          foreign.has(item.organizationId),
      ).length,
    ).toBeGreaterThanOrEqual(14);
    expect(await allLandings(cooperativa)).toHaveLength(main.length);
    const { body: epsList } = await get('/api/country-landings?type=EPS', aliado);
    expect(epsList.data.map((item: { organizationId: number }) => item.organizationId)).toEqual([1]);
    expect(epsList.metaData.total).toBe(1);
    // The clinic filter's departments count what the partner's list holds, and the EPS section's none of another organization.
    const clinicTotal = (await get('/api/country-landings?type=Clinicas-y-Hospitales', aliado)).body.metaData
      .total as number;
    const states = (await get('/api/country-landings/states?type=Clinicas-y-Hospitales', aliado)).body.data as Array<{
      count: number;
    }>;
    expect(states.reduce((sum, state) => sum + state.count, 0)).toBe(clinicTotal);
    const epsStates = (await get('/api/country-landings/states?type=EPS', aliado)).body.data as Array<{
      count: number;
    }>;
    expect(epsStates.reduce((sum, state) => sum + state.count, 0)).toBe(1);
  });

  it("images: another organization's logo and its plans' images are 404", async () => {
    const slugs = (await t.sql.rows('SELECT id, slug FROM organizations')) as { id: number; slug: string }[];
    for (const { id, slug } of slugs) {
      const expected = id === 1 || id === 11 ? 200 : 404;
      expect([slug, (await get(`/api/images/organizations/${slug}.svg`, aliado)).status]).toEqual([slug, expected]);
      expect((await get(`/api/images/organizations/${slug}.svg`)).status).toBe(200);
    }
    const codes = (await t.sql.rows('SELECT organization_id, product_code FROM plans')) as {
      organization_id: number;
      product_code: string;
    }[];
    const leaked = [];
    for (const { organization_id: organization, product_code: code } of codes) {
      const { status } = await get(`/api/images/products/${code}.svg`, aliado);
      if ((status === 200) !== (organization === 1 || organization === 11)) leaked.push(`${code} ${status}`);
    }
    expect(leaked).toEqual([]);
  });

  it('comparators: only the ones with plans of its organizations, their own calls 404 for the others', async () => {
    const slugs = async (headers: Record<string, string>) =>
      (await get('/api/comparator', headers)).body.data.map((comparator: { slug: string }) => comparator.slug);
    const partner = await slugs(aliado);
    expect(partner).not.toContain('Medicina-Prepagada');
    expect(partner).not.toContain('Seguros-Mascotas');
    expect(partner).toContain('EPS');
    expect(await slugs({})).toHaveLength(5);
    expect(await slugs(cooperativa)).toHaveLength(5);
    for (const call of ['benefits', 'banner'])
      expect((await get(`/api/comparator/Medicina-Prepagada/${call}`, aliado)).status).toBe(404);
    expect((await get('/api/comparator/blockzone/Medicina-Prepagada', aliado)).status).toBe(404);
    expect((await get('/api/comparator/EPS/benefits', aliado)).status).toBe(200);
  });

  it("iframe-subdomain: under aliado's host only aliado's configuration exists", async () => {
    expect((await get('/api/integration/iframe-subdomain?subdomain=cooperativa', aliado)).status).toBe(404);
    expect((await get('/api/integration/iframe-subdomain?subdomain=aliado', aliado)).status).toBe(200);
    // The site server resolving a host name (no partner host) still gets either.
    expect((await get('/api/integration/iframe-subdomain?subdomain=cooperativa')).status).toBe(200);
  });

  it('leads naming a plan of another organization are refused, not stored', async () => {
    const leads = () => t.sql.value<number>('SELECT COUNT(*) FROM leads');
    const person = { first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co', ...AUTHORISED };
    const before = await leads();
    const request = await post('/api/solicitarplans', { ...person, productCode: 'EPS102-ESENCIAL' }, aliado);
    expect([request.status, request.body.message]).toEqual([400, 'Plan desconocido: EPS102-ESENCIAL']);
    const contact = await post('/api/contactos', { ...person, tipo: 1, productCode: 'MPP301-ELITE' }, aliado);
    expect([contact.status, contact.body.message]).toEqual([400, 'Plan desconocido: MPP301-ELITE']);
    expect(await leads()).toBe(before);
    const own = (await t.sql.value('SELECT product_code FROM plans WHERE organization_id = 1 LIMIT 1')) as string;
    expect((await post('/api/solicitarplans', { ...person, productCode: own }, aliado)).status).toBe(201);
    expect((await post('/api/contactos', { ...person, tipo: 1, productCode: own }, aliado)).status).toBe(201);
    expect((await post('/api/solicitarplans', { ...person, productCode: 'EPS102-ESENCIAL' })).status).toBe(201);
  });
});
