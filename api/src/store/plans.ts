import { equalsIgnoringCase } from '../db/dialect';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { parseJson } from '../db/open';
import type { StaticCard } from '../catalogue/build-card';
import type { PricingKind } from '../catalogue/fixture-types';
import { cachedByPlan, type CatalogueVersion } from './catalogue-cache';
import type { PriceRow } from '../pricing/price-profile';

/** A stored plan (api/src/db/schema.ts) with what `selectPlans` joins to it. */
export type PlanRow = Omit<Database['plans'], 'display_name' | 'card'> & {
  pricing: PricingKind;
  org_code: string;
  business_line_id: number;
  maternity: 0 | 1;
};

/** A plan with what the compare call needs of its type and company, and whether it covers maternity. */
export const selectPlans = (db: Db) =>
  db
    .selectFrom('plans as p')
    .innerJoin('insurance_types as t', 't.name', 'p.insurance_type')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select((eb) => [
      'p.id',
      'p.product_code',
      'p.url',
      'p.organization_id',
      'p.insurance_type',
      'p.score',
      'p.popularity',
      'p.is_promoted',
      'p.launched_at',
      'p.price_unit',
      'p.min_subscribers',
      'p.base_price',
      't.pricing',
      't.business_line_id',
      'o.code as org_code',
      // 1 or 0 on both databases (PostgreSQL answers EXISTS with a boolean).
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('plan_features as f')
              .select('f.plan_id')
              .whereRef('f.plan_id', '=', 'p.id')
              .where('f.name', '=', 'has_maternity_coverage'),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('maternity'),
    ]);

export const findPlanById = async (db: Db, id: number): Promise<PlanRow | undefined> =>
  (await selectPlans(db).where('p.id', '=', id).executeTakeFirst()) as PlanRow | undefined;
export const findPlanByCode = async (db: Db, code: string): Promise<PlanRow | undefined> =>
  (await selectPlans(db)
    .where((eb) => equalsIgnoringCase(eb, 'p.product_code', code))
    .executeTakeFirst()) as PlanRow | undefined;
export const findPlanByUrl = async (db: Db, url: string): Promise<PlanRow | undefined> =>
  (await selectPlans(db)
    .where((eb) => equalsIgnoringCase(eb, 'p.url', url))
    .executeTakeFirst()) as PlanRow | undefined;

/** A plan as the compare index keeps it: the stored plan with its company's type. */
export type IndexedPlanRow = PlanRow & { org_type: string };

/** Every plan, by id, with its company's type (the compare index, api/src/compare/compare-index.ts). */
export const allPlans = async (db: Db): Promise<IndexedPlanRow[]> =>
  (await selectPlans(db).select('o.type as org_type').orderBy('p.id').execute()) as IndexedPlanRow[];

/** Every plan's features, by plan. */
export const allFeatures = (db: Db): Promise<Array<{ planId: number; name: string }>> =>
  db.selectFrom('plan_features').select(['plan_id as planId', 'name']).orderBy('plan_id').execute();

/** Price rows by plan, segment and youngest age: the order `priceProfile` reads a table in. */
const priceRows = (db: Db) =>
  db
    .selectFrom('plan_prices')
    .select(['plan_id as planId', 'segment', 'age_min as ageMin', 'age_max as ageMax', 'price'])
    .orderBy('plan_id')
    .orderBy('segment')
    .orderBy('age_min');

/** Every price row of the catalogue (the compare index's price columns). */
export const allPriceRows = (db: Db): Promise<Array<PriceRow & { planId: number }>> => priceRows(db).execute();

/** The plans whose networks include any of these clinics (the compare's coverageOrganizations filter). */
export const plansWithClinics = async (db: Db, clinicIds: readonly number[]): Promise<Set<number>> =>
  new Set(
    (
      await db
        .selectFrom('coverage_networks')
        .select('plan_id')
        .distinct()
        .where('clinic_id', 'in', [...clinicIds])
        .execute()
    ).map((row) => row.plan_id),
  );

/** Price tables of the given plans, grouped by plan. */
export const priceTables = (
  db: Db,
  planIds: readonly number[],
  version?: CatalogueVersion,
): Promise<Map<number, PriceRow[]>> =>
  cachedByPlan(
    db,
    'prices',
    planIds,
    async (missing) => {
      const rows = await priceRows(db).where('plan_id', 'in', missing).execute();
      const tables = new Map<number, PriceRow[]>();
      for (const { planId, ...row } of rows) tables.set(planId, [...(tables.get(planId) ?? []), row as PriceRow]);
      return tables;
    },
    version,
  );

/** Static plan cards (docs/product/api.md#plan-cards, without the per-request price), parsed once. */
export const staticCards = (
  db: Db,
  planIds: readonly number[],
  version?: CatalogueVersion,
): Promise<Map<number, StaticCard>> =>
  cachedByPlan(
    db,
    'cards',
    planIds,
    async (missing) => {
      const rows = await db.selectFrom('plans').select(['id', 'card']).where('id', 'in', missing).execute();
      return new Map(rows.map((row) => [row.id, parseJson<StaticCard>(row.card)]));
    },
    version,
  );

export const planFeatures = async (db: Db, planId: number): Promise<string[]> =>
  (await db.selectFrom('plan_features').select('name').where('plan_id', '=', planId).orderBy('name').execute()).map(
    (row) => row.name,
  );

/** A JSON section the seed built for the plan (descriptions, faq, tabs, offers, payment, resume...). */
export const planContent = async <T>(db: Db, planId: number, section: string): Promise<T | undefined> => {
  const row = await db
    .selectFrom('plan_content')
    .select('body')
    .where('plan_id', '=', planId)
    .where('section', '=', section)
    .executeTakeFirst();
  return row === undefined ? undefined : parseJson<T>(row.body);
};

/** The clinics and hospitals in the networks of these organizations' plans (a partner's clinics, docs/product/api.md#partners). */
export const clinicsOfOrganizations = async (db: Db, organizationIds: readonly number[]): Promise<Set<number>> => {
  if (organizationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('coverage_networks as n')
    .innerJoin('plans as p', 'p.id', 'n.plan_id')
    .select('n.clinic_id')
    .distinct()
    .where('p.organization_id', 'in', [...organizationIds])
    .execute();
  return new Set(rows.map((row) => row.clinic_id));
};
