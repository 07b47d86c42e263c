import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import type { StaticCard } from '../catalogue/build-card';
import type { PricingKind } from '../catalogue/fixture-types';
import { cachedByPlan } from './catalogue-cache';
import type { PriceRow } from '../pricing/price-profile';
import { jsonList, statement } from './statements';

export interface PlanRow {
  id: number;
  product_code: string;
  url: string;
  organization_id: number;
  insurance_type: string;
  score: number;
  popularity: number;
  is_promoted: number;
  launched_at: string;
  price_unit: string;
  min_subscribers: number | null;
  base_price: number;
  pricing: PricingKind;
  org_code: string;
  business_line_id: number;
  maternity: 0 | 1;
}

const SELECT_PLAN = `SELECT p.id, p.product_code, p.url, p.organization_id, p.insurance_type, p.score, p.popularity, p.is_promoted,
  p.launched_at, p.price_unit, p.min_subscribers, p.base_price, t.pricing, t.business_line_id, o.code AS org_code,
  EXISTS (SELECT 1 FROM plan_features f WHERE f.plan_id = p.id AND f.name = 'has_maternity_coverage') AS maternity
  FROM plans p JOIN insurance_types t ON t.name = p.insurance_type JOIN organizations o ON o.id = p.organization_id`;

export const findPlanById = (db: Db, id: number): PlanRow | undefined => statement(db, `${SELECT_PLAN} WHERE p.id = ?`).get(id) as PlanRow | undefined;
export const findPlanByCode = (db: Db, code: string): PlanRow | undefined =>
  statement(db, `${SELECT_PLAN} WHERE p.product_code = ? COLLATE NOCASE`).get(code) as PlanRow | undefined;
export const findPlanByUrl = (db: Db, url: string): PlanRow | undefined => statement(db, `${SELECT_PLAN} WHERE p.url = ? COLLATE NOCASE`).get(url) as PlanRow | undefined;

export interface PlanFilters {
  organizationTypes: string[];
  insuranceTypes: string[];
  organizations: number[];
  features: string[];
  coverageOrganizations: number[];
}

/** The plans matching the compare filters, catalogue order; prices and order are decided by the caller. */
export const findPlans = (db: Db, filters: PlanFilters): PlanRow[] => {
  const where: string[] = [];
  const params: unknown[] = [];
  const inList = (column: string, values: readonly unknown[]) => {
    if (values.length === 0) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(jsonList(values));
  };
  inList('o.type', filters.organizationTypes);
  inList('p.insurance_type', filters.insuranceTypes);
  inList('p.organization_id', filters.organizations);
  if (filters.features.length > 0) {
    where.push('p.id IN (SELECT plan_id FROM plan_features WHERE name IN (SELECT value FROM json_each(?)) GROUP BY plan_id HAVING COUNT(*) = ?)');
    params.push(jsonList(filters.features), filters.features.length);
  }
  if (filters.coverageOrganizations.length > 0) {
    where.push('p.id IN (SELECT plan_id FROM coverage_networks WHERE clinic_id IN (SELECT value FROM json_each(?)))');
    params.push(jsonList(filters.coverageOrganizations));
  }
  const sql = `${SELECT_PLAN}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY p.id`;
  return statement(db, sql).all(...params) as PlanRow[];
};

/** Price tables of the given plans, grouped by plan. */
export const priceTables = (db: Db, planIds: readonly number[]): Map<number, PriceRow[]> =>
  cachedByPlan(db, 'prices', planIds, (missing) => {
    const rows = statement(db, `SELECT plan_id AS planId, segment, age_min AS ageMin, age_max AS ageMax, price FROM plan_prices
      WHERE plan_id IN (SELECT value FROM json_each(?)) ORDER BY plan_id, segment, age_min`).all(jsonList(missing)) as Array<PriceRow & { planId: number }>;
    const tables = new Map<number, PriceRow[]>();
    for (const { planId, ...row } of rows) tables.set(planId, [...(tables.get(planId) ?? []), row]);
    return tables;
  });

/** Static plan cards (docs/product/api.md#plan-cards, without the per-request price), parsed once. */
export const staticCards = (db: Db, planIds: readonly number[]): Map<number, StaticCard> =>
  cachedByPlan(db, 'cards', planIds, (missing) => {
    const rows = statement(db, 'SELECT id, card FROM plans WHERE id IN (SELECT value FROM json_each(?))').all(jsonList(missing)) as Array<{ id: number; card: string }>;
    return new Map(rows.map((row) => [row.id, parseJson<StaticCard>(row.card)]));
  });

export const planFeatures = (db: Db, planId: number): string[] =>
  statement(db, 'SELECT name FROM plan_features WHERE plan_id = ? ORDER BY name').pluck().all(planId) as string[];

/** A JSON section the seed built for the plan (descriptions, faq, tabs, offers, payment, resume...). */
export const planContent = <T>(db: Db, planId: number, section: string): T | undefined => {
  const body = statement(db, 'SELECT body FROM plan_content WHERE plan_id = ? AND section = ?').pluck().get(planId, section) as string | undefined;
  return body === undefined ? undefined : parseJson<T>(body);
};

/** The clinics and hospitals in the networks of these organizations' plans (a partner's clinics, docs/product/api.md#partners). */
export const clinicsOfOrganizations = (db: Db, organizationIds: readonly number[]): Set<number> =>
  new Set(
    statement(db, `SELECT DISTINCT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id
      WHERE p.organization_id IN (SELECT value FROM json_each(?))`).pluck().all(JSON.stringify(organizationIds)) as number[],
  );
