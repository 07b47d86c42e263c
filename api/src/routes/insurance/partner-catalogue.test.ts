import { collectRoutesOf } from '../../test-support/routes';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * docs/security.md#partner-restrictions: every catalogue call under a partner host (aliado allows organizations 1 and 11)
 * leaves out other organizations — lists narrowed, single items 404 as if unknown. Plan calls by id are
 * covered by partner-plans.test.ts; this file covers the lists, the PDFs, the landings and compare.
 */
describe('the catalogue under a partner host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
  const cooperativa = { 'x-forwarded-host': 'cooperativa.localhost:3000' };
  const ALLOWED = [1, 11];
  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
  const clinicsOfAllowedPlans = async () =>
    new Set(
      await t.sql.values<number>(
        'SELECT DISTINCT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id WHERE p.organization_id IN (1, 11)',
      ),
    );

  it('the organizations list of a type has only the partner organizations; the main site has them all', async () => {
    const partner = await get('/api/organization/seguros/tipo/EPS', aliado);
    expect(partner.status).toBe(200);
    expect(partner.body.data.map((o: { id: number }) => o.id)).toEqual([1]);
    expect((await get('/api/organization/seguros/tipo/EPS')).body.data).toHaveLength(4);
    expect((await get('/api/organization/seguros/tipo/EPS', cooperativa)).body.data).toHaveLength(4);
    expect((await get('/api/organization/seguros/tipo/MEDICINA%20PREPAGADA', aliado)).body.data).toEqual([]);
  });

  it('clinic lists have only the clinics of the partner plans networks', async () => {
    const clinicsOf = async (organizations: string) =>
      new Set(
        await t.sql
          .values<number>(`SELECT DISTINCT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id JOIN organizations o ON o.id = p.organization_id
        WHERE o.type = 'EPS' AND p.organization_id IN (${organizations})`),
      );
    const ids = (body: { data: Array<{ id: number }> }) => new Set(body.data.map((clinic) => clinic.id));
    const url = '/api/coverageOrganization/country?organizationTypes=EPS';
    const partner = ids((await get(url, aliado)).body);
    expect(partner).toEqual(await clinicsOf('1, 11'));
    expect(ids((await get(url)).body)).toEqual(await clinicsOf('1, 2, 3, 4'));
    expect(partner.size).toBeLessThan((await clinicsOf('1, 2, 3, 4')).size);
    // Without types: the networks of every partner plan (here they reach every clinic).
    expect(ids((await get('/api/coverageOrganization/country', aliado)).body)).toEqual(await clinicsOfAllowedPlans());

    const clinicsOfType = (await get('/api/organization/seguros/tipo/CLINICA', aliado)).body.data as Array<{
      id: number;
    }>;
    expect(clinicsOfType.length).toBeGreaterThan(0);
    const allowedClinics = await clinicsOfAllowedPlans();
    expect(clinicsOfType.every((clinic) => allowedClinics.has(clinic.id))).toBe(true);
  });

  it("a PDF of another organization's plan is 404 under the partner host, served on the main site", async () => {
    const fileOf = (organization: number) =>
      t.sql.value<string>(
        'SELECT pd.file_name FROM plan_documents pd JOIN plans p ON p.id = pd.plan_id WHERE p.organization_id = ? ORDER BY pd.file_name LIMIT 1',
        organization,
      );
    const caribe = await fileOf(4);
    const refused = await get(`/api/documents/files/${caribe}`, aliado);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Documento no encontrado');
    expect((await get(`/api/documents/files/${caribe}`)).status).toBe(200);
    expect((await get(`/api/documents/files/${await fileOf(1)}`, aliado)).status).toBe(200);
  }, 30_000);

  it("a company page of another organization is 404; pages list only the partner's plans", async () => {
    const caribe = await get('/api/country-landings/by-url?url=EPS/caribe-unido-eps', aliado);
    expect(caribe.status).toBe(404);
    expect(caribe.body.message).toBe('Página no encontrada');
    expect((await get('/api/country-landings/by-url?url=EPS/caribe-unido-eps')).status).toBe(200);
    const andina = await get('/api/country-landings/by-url?url=EPS/salud-andina-eps', aliado);
    expect(andina.status).toBe(200);
    expect(andina.body.data.plans.length).toBeGreaterThan(0);

    // A clinic in networks of several organizations: the partner's page lists only its plans.
    const clinic = (await t.sql.value(`SELECT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id
      GROUP BY n.clinic_id HAVING SUM(CASE WHEN p.organization_id IN (1, 11) THEN 1 ELSE 0 END) > 0 AND SUM(CASE WHEN p.organization_id NOT IN (1, 11) THEN 1 ELSE 0 END) > 0
      ORDER BY n.clinic_id LIMIT 1`)) as number;
    const slug = (await t.sql.value('SELECT slug FROM organizations WHERE id = ?', clinic)) as string;
    const planIds = async (headers: Record<string, string>) =>
      (
        (await get(`/api/country-landings/by-url?url=Clinicas-y-Hospitales/${slug}`, headers)).body.data
          .plans as Array<{ id: number }>
      ).map((p) => p.id);
    const partnerPlans = await planIds(aliado);
    expect(partnerPlans.length).toBeGreaterThan(0);
    const organizations = await t.sql.values<number>(
      `SELECT DISTINCT organization_id FROM plans WHERE id IN (${partnerPlans.map(() => '?').join(', ')})`,
      ...partnerPlans,
    );
    expect(organizations.every((id) => ALLOWED.includes(id))).toBe(true);
    expect((await planIds({})).length).toBeGreaterThan(partnerPlans.length);
  });

  it('compare and the comparison products leave other organizations out, even when asked for', async () => {
    const compare = await get('/api/insurance/compare/metadata?organizationTypes=EPS,ASEG&take=100', aliado);
    expect(compare.status).toBe(200);
    expect(compare.body.data.length).toBeGreaterThan(0);
    expect(
      compare.body.data.every((card: { organization: { id: number } }) => ALLOWED.includes(card.organization.id)),
    ).toBe(true);
    const askedForOther = await get(
      '/api/insurance/compare/metadata?organizationTypes=EPS&organizations=4&take=100',
      aliado,
    );
    expect(askedForOther.body.data).toEqual([]);
    expect(
      (await get('/api/insurance/compare/products?ids=1012,1002', aliado)).body.data.map((p: { id: number }) => p.id),
    ).toEqual([1002]);
    expect(
      (await get('/api/insurance/compare/products?ids=1012,1002')).body.data.map((p: { id: number }) => p.id),
    ).toEqual([1012, 1002]);
  });

  it('answers say they vary by the forwarded host, for caches in front of the API', async () => {
    const { headers } = await get('/api/organization/seguros/tipo/EPS', aliado);
    expect(String(headers.vary)).toMatch(/x-forwarded-host/i);
  });

  it('every catalogue route is one this suite or partner-plans.test.ts checks under a partner host', async () => {
    const routes = await collectRoutesOf(t);
    const catalogue = routes
      .filter((route) =>
        /^\/api\/(insurance|documents|qppayment|organization\/|coverageOrganization|country-landings\/by-url)/.test(
          route.url,
        ),
      )
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(catalogue).toEqual([
      'GET /api/country-landings/by-url',
      'GET /api/coverageOrganization/country',
      'GET /api/documents/files/:file',
      'GET /api/documents/insurance/:id',
      'GET /api/insurance/:id/calculatePrice',
      'GET /api/insurance/:id/coverageOrganizations',
      'GET /api/insurance/:id/descriptions',
      'GET /api/insurance/:id/exclusions',
      'GET /api/insurance/:id/faq',
      'GET /api/insurance/:id/features',
      'GET /api/insurance/by-url',
      'GET /api/insurance/compare/metadata',
      'GET /api/insurance/compare/products',
      'GET /api/insurance/coverages/:id/resume',
      'GET /api/insurance/product/:code',
      'GET /api/organization/seguros/tipo/:type',
      'GET /api/qppayment/insurance-payment/:id',
      'GET /api/qppayment/insurance-payment/:id/getOffers',
      'POST /api/insurance/:id/calculatePrice',
      'POST /api/insurance/compare/metadata',
    ]);
  });
});
