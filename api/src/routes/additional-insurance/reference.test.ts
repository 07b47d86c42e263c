import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('what the additional-insurance form offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });

  it('lists the EPS, then the prepaid medicine companies, each by name', async () => {
    const { status, body } = await get('/api/seguro-adicional/instituciones');
    expect(status).toBe(200);
    expect(body.data.map((i: { type: string }) => i.type)).toEqual([
      ...Array(4).fill('EPS'),
      ...Array(4).fill('MEDICINA PREPAGADA'),
    ]);
    expect(body.data[0]).toEqual({
      id: 4,
      code: 'EPS104',
      displayName: 'Caribe Unido EPS',
      type: 'EPS',
      typeAlias: 'EPS',
    });
    expect(body.data.map((i: { code: string }) => i.code)).toContain('MPP301');
  });

  it('counts the providers of each department, in Spanish order', async () => {
    const { status, body } = await get('/api/seguro-adicional/prestadores');
    expect(status).toBe(200);
    const names = body.data.map((r: { regionNombre: string }) => r.regionNombre);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(body.data).toContainEqual({
      regionNumero: '05',
      regionNombre: 'Antioquia',
      prestadores: expect.any(Number),
    });
    const total = body.data.reduce((sum: number, r: { prestadores: number }) => sum + r.prestadores, 0);
    expect(total).toBe((await get('/api/globales/prestadores')).body.data.length);
  });

  it("filters the providers by the department's DANE code", async () => {
    const { status, body } = await get('/api/globales/prestadores?regionNumero=05');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p: { regionNumero: string }) => p.regionNumero === '05')).toBe(true);
    expect(body.data).toContainEqual({
      id: 101,
      nombre: 'Clínica Los Laureles Medellín',
      tipo: 'clinica',
      ciudad: 'Medellín',
      regionNumero: '05',
      regionNombre: 'Antioquia',
    });
    expect((await get('/api/globales/prestadores?regionNumero=99')).body.data).toEqual([]);
  });

  it('refuses a department that is no DANE code, in Spanish', async () => {
    const { status, body } = await get('/api/globales/prestadores?regionNumero=Antioquia');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^regionNumero inválido: usa el código DANE/);
  });

  it("offers a partner's visitors only the clinics of its plans' networks", async () => {
    const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
    const all = (await get('/api/globales/prestadores')).body.data;
    const own = (await get('/api/globales/prestadores', aliado)).body.data as { id: number }[];
    const allowed = await t.sql.values<number>(
      `SELECT DISTINCT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id
       WHERE p.organization_id IN (1, 11)`,
    );
    expect(own.length).toBeLessThanOrEqual(all.length);
    expect(own.length).toBeGreaterThan(0);
    const ids = new Set(allowed.map(Number));
    for (const provider of own) expect(ids.has(provider.id)).toBe(true);
  });
});
