import { call, createTestApp, type TestApp } from '../../test-support/test-app';

const URL = '/api/coverageOrganization/country';

interface Clinic {
  id: number;
  displayName: string;
  kind: string;
}

describe('GET /api/coverageOrganization/country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the clinics of plan networks, sorted by name, cached like reference data', async () => {
    const { status, body, headers } = await call(t.app, { method: 'GET', url: URL });
    expect(status).toBe(200);
    expect(headers['cache-control']).toMatch(/max-age=300/);
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      displayName: expect.any(String),
      kind: expect.stringMatching(/^(clinica|hospital|centro-medico)$/),
      city: expect.any(String),
      stateCode: expect.stringMatching(/^\d{2}$/),
      stateName: expect.any(String),
    });
    const names = body.data.map((c: Clinic) => c.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('narrows to networks of plans of the given types', async () => {
    const all = (await call(t.app, { method: 'GET', url: URL })).body.data as Clinic[];
    const eps = (
      await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS` })
    ).body.data as Clinic[];
    const pets = (await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=MASCOTAS` })).body.data as Clinic[];
    expect(eps.length).toBeGreaterThan(0);
    expect(eps.length).toBeLessThanOrEqual(all.length);
    expect(eps.every((clinic) => all.some((c) => c.id === clinic.id))).toBe(true);
    // Pet plans have no clinic network.
    expect(pets).toEqual([]);
  });

  it.each([
    [`${URL}?organizationTypes=NOPE`, 'organizationTypes tiene un valor desconocido: NOPE'],
    [`${URL}?insuranceTypes=EPS,RARO`, 'insuranceTypes tiene un valor desconocido: EPS'],
  ])('refuses %s with 400', async (url, message) => {
    const { status, body } = await call(t.app, { method: 'GET', url });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});
