import { readConfig } from '../config';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { catalogueFixtures } from './fixtures';
import { fixturePlanCount, scaleCatalogue } from './scale';
import { catalogueVersion } from './version';

const PLANS = 400;

describe("QS_CATALOGUE_PLANS: a generated catalogue by the fixtures' rules (docs/adr/0015-catalogue-at-scale.md)", () => {
  it("is read from the environment; unset or unreadable keeps the fixtures' catalogue", () => {
    expect(readConfig({}).cataloguePlans).toBeNull();
    expect(readConfig({ QS_CATALOGUE_PLANS: 'many' }).cataloguePlans).toBeNull();
    expect(readConfig({ QS_CATALOGUE_PLANS: '50000' }).cataloguePlans).toBe(50_000);
    expect(scaleCatalogue(catalogueFixtures, null).fixtures).toBe(catalogueFixtures);
    expect(scaleCatalogue(catalogueFixtures, fixturePlanCount(catalogueFixtures)).plans).toBeNull();
  });

  it('is deterministic, has exactly N plans with unique ids, codes, URLs and slugs, and organizations in proportion', () => {
    const first = scaleCatalogue(catalogueFixtures, PLANS).fixtures;
    expect(scaleCatalogue(catalogueFixtures, PLANS).fixtures).toEqual(first);
    const plans = first.planLines.flatMap((line) => line.plans);
    expect(plans).toHaveLength(PLANS);
    // The fixtures' own plans come first, unchanged.
    expect(plans.filter((plan) => plan.id < 10_000)).toHaveLength(fixturePlanCount(catalogueFixtures));
    for (const key of ['id', 'code'] as const) expect(new Set(plans.map((plan) => plan[key])).size).toBe(PLANS);
    expect(new Set(plans.map((plan) => `${plan.org}/${plan.slug}`)).size).toBe(PLANS);
    const orgs = [...first.insurers, ...first.clinics];
    for (const key of ['id', 'code', 'slug'] as const)
      expect(new Set(orgs.map((org) => org[key])).size).toBe(orgs.length);
    const markets = Math.ceil(PLANS / fixturePlanCount(catalogueFixtures));
    expect(first.insurers).toHaveLength(markets * catalogueFixtures.insurers.length);
    expect(first.clinics).toHaveLength(markets * catalogueFixtures.clinics.length);
    expect(catalogueVersion(PLANS)).toBe(`${catalogueVersion()}-n${PLANS}`);
  });

  describe('seeded', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ cataloguePlans: PLANS });
    }, 30_000); // seeding 400 plans: 2–4 s on an idle machine, more when the CI machine is busy
    afterAll(() => t.close());
    const count = async (text: string) => Number(await t.sql.value(text));

    it('stores N plans, each with its sections, price table, features, documents and a unique code and URL', async () => {
      expect(await count('SELECT COUNT(*) FROM plans')).toBe(PLANS);
      expect(await count('SELECT COUNT(DISTINCT lower(url)) FROM plans')).toBe(PLANS);
      expect(await count('SELECT COUNT(DISTINCT lower(product_code)) FROM plans')).toBe(PLANS);
      expect(
        await count('SELECT COUNT(*) FROM (SELECT plan_id FROM plan_content GROUP BY plan_id HAVING COUNT(*) = 9) s'),
      ).toBe(PLANS);
      expect(
        await count('SELECT COUNT(*) FROM (SELECT plan_id FROM plan_prices GROUP BY plan_id HAVING COUNT(*) >= 3) s'),
      ).toBe(PLANS);
      expect(await count('SELECT COUNT(DISTINCT plan_id) FROM plan_features')).toBe(PLANS);
      expect(
        await count('SELECT COUNT(*) FROM (SELECT plan_id FROM plan_documents GROUP BY plan_id HAVING COUNT(*) = 2) s'),
      ).toBe(PLANS);
      expect(await count("SELECT COUNT(*) FROM organizations WHERE type = 'CLINICA'")).toBe(
        4 * catalogueFixtures.clinics.length,
      );
      // Networks of generated plans are drawn from their own market's clinics.
      expect(
        await count(
          'SELECT COUNT(*) FROM coverage_networks n JOIN plans p ON p.id = n.plan_id WHERE p.id >= 10000 AND n.clinic_id / 200 <> p.id / 10000',
        ),
      ).toBe(0);
      expect(await count('SELECT COUNT(*) FROM coverage_networks WHERE plan_id >= 10000')).toBeGreaterThan(0);
      // A landing for every organization, as for the fixtures'.
      expect(await count("SELECT COUNT(*) FROM landings WHERE url LIKE '%-sede-3'")).toBe(
        catalogueFixtures.clinics.length,
      );
      expect(await t.sql.value("SELECT value FROM meta WHERE key = 'catalogue_version'")).toBe(catalogueVersion(PLANS));
    });

    it('answers compare, by-url and product calls on generated plans', async () => {
      const compare = await call(t.app, {
        method: 'GET',
        url: '/api/insurance/compare/metadata?organizationTypes=EPS&take=100',
      });
      expect(compare.status).toBe(200);
      expect(compare.body.metaData.total).toBe(
        await count(
          "SELECT COUNT(*) FROM plans p JOIN organizations o ON o.id = p.organization_id WHERE o.type = 'EPS'",
        ),
      );
      expect(compare.body.metaData.total).toBeGreaterThan(28);
      const generated = await t.sql.row<{ url: string; product_code: string }>(
        'SELECT url, product_code FROM plans WHERE id = 31001',
      );
      expect(generated?.product_code).toBe('EPS101M3-PLATA');
      const byUrl = await call(t.app, {
        method: 'GET',
        url: `/api/insurance/by-url?url=${encodeURIComponent(generated?.url.toUpperCase() ?? '')}`,
      });
      expect(byUrl.status).toBe(200);
      expect(byUrl.body.data.productCode).toBe('EPS101M3-PLATA');
      const product = await call(t.app, { method: 'GET', url: '/api/insurance/product/eps101m3-plata' });
      expect(product.body.data.id).toBe(31001);
      const clinics = await call(t.app, {
        method: 'GET',
        url: '/api/coverageOrganization/country?organizationTypes=EPS',
      });
      expect(clinics.body.data.length).toBeGreaterThan(catalogueFixtures.clinics.length);
    });
  });
});
