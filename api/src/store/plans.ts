import { equalsIgnoringCase } from '../db/dialect';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { parseJson } from '../db/open';
import type { StaticCard } from '../catalogue/build-card';
import type { PricingKind } from '../catalogue/fixture-types';
import { cachedByPlan } from './catalogue-cache';
import type { PriceRow } from '../pricing/price-profile';

/** A stored plan (api/src/db/schema.ts) with what `selectPlans` joins to it. */
export type PlanRow = Omit<Database['plans'], 'display_name' | 'card'> & {
  pricing: PricingKind;
  org_code: string;
  business_line_id: number;
  maternity: 0 | 1;
};

/** A plan with what the compare call needs of its type and company, and whether it covers maternity. */
const selectPlans = (db: Db) =>
  db.selectFrom('plans as p')
    .innerJoin('insurance_types as t', 't.name', 'p.insurance_type')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select((eb) => [
      'p.id', 'p.product_code', 'p.url', 'p.organization_id', 'p.insurance_type', 'p.score', 'p.popularity', 'p.is_promoted',
      'p.launched_at', 'p.price_unit', 'p.min_subscribers', 'p.base_price', 't.pricing', 't.business_line_id', 'o.code as org_code',
      eb.exists(eb.selectFrom('plan_features as f').select('f.plan_id').whereRef('f.plan_id', '=', 'p.id').where('f.name', '=', 'has_maternity_coverage')).as('maternity'),
    ]);

export const findPlanById = async (db: Db, id: number): Promise<PlanRow | undefined> =>
  (await selectPlans(db).where('p.id', '=', id).executeTakeFirst()) as PlanRow | undefined;
export const findPlanByCode = async (db: Db, code: string): Promise<PlanRow | undefined> =>
  (await selectPlans(db).where((eb) => equalsIgnoringCase(eb, 'p.product_code', code)).executeTakeFirst()) as PlanRow | undefined;
export const findPlanByUrl = async (db: Db, url: string): Promise<PlanRow | undefined> =>
  (await selectPlans(db).where((eb) => equalsIgnoringCase(eb, 'p.url', url)).executeTakeFirst()) as PlanRow | undefined;

export interface PlanFilters {
  organizationTypes: string[];
  insuranceTypes: string[];
  organizations: number[];
  features: string[];
  coverageOrganizations: number[];
}

/** The plans matching the compare filters, catalogue order; prices and order are decided by the caller. An empty filter list filters nothing. */
export const findPlans = async (db: Db, filters: PlanFilters): Promise<PlanRow[]> =>
  (await selectPlans(db)
    .$if(filters.organizationTypes.length > 0, (qb) => qb.where('o.type', 'in', filters.organizationTypes))
    .$if(filters.insuranceTypes.length > 0, (qb) => qb.where('p.insurance_type', 'in', filters.insuranceTypes))
    .$if(filters.organizations.length > 0, (qb) => qb.where('p.organization_id', 'in', filters.organizations))
    .$if(filters.features.length > 0, (qb) =>
      qb.where('p.id', 'in', (eb) =>
        eb.selectFrom('plan_features').select('plan_id').where('name', 'in', filters.features).groupBy('plan_id').having((h) => h.fn.countAll(), '=', filters.features.length)))
    .$if(filters.coverageOrganizations.length > 0, (qb) =>
      qb.where('p.id', 'in', (eb) => eb.selectFrom('coverage_networks').select('plan_id').where('clinic_id', 'in', filters.coverageOrganizations)))
    .orderBy('p.id')
    .execute()) as PlanRow[];

/** Price tables of the given plans, grouped by plan. */
export const priceTables = (db: Db, planIds: readonly number[]): Promise<Map<number, PriceRow[]>> =>
  cachedByPlan(db, 'prices', planIds, async (missing) => {
    const rows = await db.selectFrom('plan_prices')
      .select(['plan_id as planId', 'segment', 'age_min as ageMin', 'age_max as ageMax', 'price'])
      .where('plan_id', 'in', missing)
      .orderBy('plan_id').orderBy('segment').orderBy('age_min')
      .execute();
    const tables = new Map<number, PriceRow[]>();
    for (const { planId, ...row } of rows) tables.set(planId, [...(tables.get(planId) ?? []), row as PriceRow]);
    return tables;
  });

/** Static plan cards (docs/product/api.md#plan-cards, without the per-request price), parsed once. */
export const staticCards = (db: Db, planIds: readonly number[]): Promise<Map<number, StaticCard>> =>
  cachedByPlan(db, 'cards', planIds, async (missing) => {
    const rows = await db.selectFrom('plans').select(['id', 'card']).where('id', 'in', missing).execute();
    return new Map(rows.map((row) => [row.id, parseJson<StaticCard>(row.card)]));
  });

export const planFeatures = async (db: Db, planId: number): Promise<string[]> =>
  (await db.selectFrom('plan_features').select('name').where('plan_id', '=', planId).orderBy('name').execute()).map((row) => row.name);

/** A JSON section the seed built for the plan (descriptions, faq, tabs, offers, payment, resume...). */
export const planContent = async <T>(db: Db, planId: number, section: string): Promise<T | undefined> => {
  const row = await db.selectFrom('plan_content').select('body').where('plan_id', '=', planId).where('section', '=', section).executeTakeFirst();
  return row === undefined ? undefined : parseJson<T>(row.body);
};

/** The clinics and hospitals in the networks of these organizations' plans (a partner's clinics, docs/product/api.md#partners). */
export const clinicsOfOrganizations = async (db: Db, organizationIds: readonly number[]): Promise<Set<number>> => {
  if (organizationIds.length === 0) return new Set();
  const rows = await db.selectFrom('coverage_networks as n').innerJoin('plans as p', 'p.id', 'n.plan_id')
    .select('n.clinic_id').distinct()
    .where('p.organization_id', 'in', [...organizationIds])
    .execute();
  return new Set(rows.map((row) => row.clinic_id));
};
