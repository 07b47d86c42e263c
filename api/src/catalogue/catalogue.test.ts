import { call, createTestApp, type TestApp } from '../test-support/test-app';

describe('the Colombian catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const all = <T>(text: string, ...params: unknown[]) => t.sql.rows<T>(text, ...params);

  it('has every product line of the site, with more than a page (20) for each results comparator', async () => {
    const lines = Object.fromEntries(
      (
        await all<{ insurance_type: string; n: number }>(
          'SELECT insurance_type, COUNT(*) AS n FROM plans GROUP BY insurance_type',
        )
      ).map((r) => [r.insurance_type, r.n]),
    );
    expect(lines).toEqual({
      PLAN_COMPLEMENTARIO_EPS: 28,
      SEGURO_INTEGRAL_GENERAL: 28,
      MEDICINA_PREPAGADA: 28,
      SEGURO_COLECTIVO: 27,
      SEGURO_MASCOTAS: 6,
      SEGURO_COVID: 4,
      SEGURO_DENTAL_GENERAL: 4,
    });
  });

  it('has 30 clinics and hospitals across Colombian departments', async () => {
    const clinics = await all<{ state_code: string; state_name: string }>(
      "SELECT state_code, state_name FROM organizations WHERE type = 'CLINICA'",
    );
    expect(clinics.length).toBeGreaterThanOrEqual(30);
    expect(new Set(clinics.map((c) => c.state_code)).size).toBeGreaterThanOrEqual(15);
    expect(clinics.every((c) => /^\d{2}$/.test(c.state_code) && c.state_name.length > 0)).toBe(true);
  });

  it('gives every plan its sections, features, payment methods, price table and documents', async () => {
    const plans = await all<{ id: number }>('SELECT id FROM plans');
    for (const { id } of plans) {
      const sections = await all<{ section: string; body: string }>(
        'SELECT section, body FROM plan_content WHERE plan_id = ?',
        id,
      );
      const byName = Object.fromEntries(sections.map((s) => [s.section, JSON.parse(s.body)]));
      expect(Object.keys(byName).sort()).toEqual([
        'descriptions',
        'exclusions',
        'faq',
        'features',
        'offers',
        'payment',
        'resume',
        'tabs',
        'typeDescriptions',
      ]);
      expect(byName.descriptions.length).toBeGreaterThan(0);
      expect(byName.faq.length).toBeGreaterThanOrEqual(4);
      expect(byName.resume.length).toBeGreaterThan(0);
      expect(byName.payment.paymentMethods.length).toBeGreaterThan(0);
      expect(byName.tabs.filter((tab: { file?: unknown }) => tab.file)).toHaveLength(2);
      expect(await t.sql.value('SELECT COUNT(*) FROM plan_features WHERE plan_id = ?', id)).toBeGreaterThan(0);
      expect(await t.sql.value('SELECT COUNT(*) FROM plan_prices WHERE plan_id = ?', id)).toBeGreaterThanOrEqual(3);
      expect(await t.sql.value('SELECT COUNT(*) FROM plan_documents WHERE plan_id = ?', id)).toBe(2);
    }
  });

  it('prices by age band and sex: older and female members pay differently', async () => {
    const prices = await all<{ segment: string; age_min: number; price: number }>(
      'SELECT segment, age_min, price FROM plan_prices WHERE plan_id = 2004 ORDER BY age_min',
    );
    const at = (segment: string, age: number) => prices.find((p) => p.segment === segment && p.age_min === age)?.price;
    expect(at('Masculino', 60)).toBeGreaterThan(at('Masculino', 25) ?? Infinity);
    expect(at('Femenino', 25)).not.toBe(at('Masculino', 25));
  });

  it('labels company, Covid and monthly prices as the product asks (docs/product/api.md#prices)', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/insurance/compare/metadata?organizationTypes=ASEG,EPS,MEDICINA PREPAGADA&insuranceTypes=SEGURO_COLECTIVO,SEGURO_COVID&take=100',
    });
    const labels = new Set(
      body.data.map(
        (c: { insuranceMetadata: { metadata: { price_detail: { label: string } } } }) =>
          c.insuranceMetadata.metadata.price_detail.label,
      ),
    );
    expect(labels).toEqual(new Set(['Total', 'p/empl.', '/año']));
    const company = body.data.find((c: { productCode: string }) => c.productCode === 'ASE201-CORPORATIVO');
    expect(company.insuranceMetadata.metadata.minsubscribers).toBe(50);
    expect(company.url).toBe('/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-corporativo');
  });

  it('sees a reseed made by another connection (npm run seed) without a restart', async () => {
    const before = await call(t.app, { method: 'GET', url: '/api/insurance/product/EPS101-PLATA' });
    // What a reseed does, on another connection and in one transaction: new catalogue rows and a new seed time.
    const card = JSON.parse(await t.sql.value<string>('SELECT card FROM plans WHERE id = 1001'));
    await t.sql.run('BEGIN');
    await t.sql.run(
      'UPDATE plans SET card = ? WHERE id = 1001',
      JSON.stringify({ ...card, displayName: 'Plan Plata 2027' }),
    );
    await t.sql.run("UPDATE meta SET value = ? WHERE key = 'seeded_at'", new Date().toISOString());
    await t.sql.run('COMMIT');
    const after = await call(t.app, { method: 'GET', url: '/api/insurance/product/EPS101-PLATA' });
    expect(before.body.data.displayName).toBe('Plan Complementario Plata');
    expect(after.body.data.displayName).toBe('Plan Plata 2027');
  });
});
