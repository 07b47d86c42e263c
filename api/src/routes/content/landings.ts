import { answers, RefreshQuery } from '../../contract/common';
import {
  LandingAnswer,
  LandingByUrlFilters,
  LandingDepartmentsAnswer,
  LandingListAnswer,
  LandingListFilters,
  LandingStatesFilters,
  type Landing,
  type LandingDepartment,
  type LandingPlan,
  type LandingSummary,
} from '../../contract/content';
import { parseJson } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { notFound } from '../../http/errors';
import { jsonList, statement } from '../../store/statements';
import { priceSuffix } from '../../pricing/plan-price';
import type { RouteModule } from '../context';
import { ARTICLES_PAGE_SIZE } from './articles';
import Type from 'typebox';

/** A landing as the landings table stores it: the answer but for its plans. */
type LandingBody = Omit<Landing, 'plans'>;

/** Plans linked to a landing: the company's plans, or the plans whose network has the clinic (a partner's only, docs/security.md#partner-restrictions). */
const linkedPlans = (db: Parameters<RouteModule>[1]['db'], landing: LandingBody, scope: CatalogueScope): LandingPlan[] => {
  if (!landing.organizationId) return [];
  const partner = 'AND (json_array_length(@allowed) = 0 OR p.organization_id IN (SELECT value FROM json_each(@allowed)))';
  const sql = landing.type === 'Clinicas-y-Hospitales'
    ? `SELECT DISTINCT p.id, p.display_name AS displayName, p.url, p.base_price AS price, p.price_unit AS priceUnit FROM plans p JOIN coverage_networks n ON n.plan_id = p.id WHERE n.clinic_id = @id ${partner} ORDER BY p.display_name`
    : `SELECT p.id, p.display_name AS displayName, p.url, p.base_price AS price, p.price_unit AS priceUnit FROM plans p WHERE p.organization_id = @id ${partner} ORDER BY p.base_price`;
  const rows = statement(db, sql).all({ id: landing.organizationId, allowed: jsonList(scope.organizations ?? []) }) as Array<Omit<LandingPlan, 'priceSuffix'>>;
  // `price` is the plan's starting price (base_price), written with the suffix every other place uses (docs/product/api.md#prices).
  return rows.map((row) => ({ ...row, priceSuffix: priceSuffix(row.priceUnit) }));
};

/**
 * docs/security.md#partner-restrictions: under a partner (`@allowed` not empty) a company landing lists only for its organizations, a
 * clinic landing only for a clinic of its plans' networks; landings of no organization (allies) stay.
 */
const IN_SCOPE = `(json_array_length(@allowed) = 0
  OR json_extract(summary, '$.organizationId') IS NULL
  OR (type <> 'Clinicas-y-Hospitales' AND json_extract(summary, '$.organizationId') IN (SELECT value FROM json_each(@allowed)))
  OR (type = 'Clinicas-y-Hospitales' AND json_extract(summary, '$.organizationId') IN (
    SELECT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id WHERE p.organization_id IN (SELECT value FROM json_each(@allowed)))))`;

/**
 * Country landings (docs/product/api.md#content). Designed: GET /api/country-landings?type&page (15 a page; the site's 'pagina')
 * lists the landings of a section (companies, clinics); GET /api/country-landings/by-url?url= gives one.
 */
export const landingRoutes: RouteModule = (app, { db }) => {
  const cached = { cacheSeconds: 300 };
  app.get('/api/country-landings', {
    schema: {
      querystring: Type.Object({ ...RefreshQuery.properties, ...LandingListFilters }),
      response: answers({ 200: LandingListAnswer }),
    },
    config: cached,
  }, async (request) => {
    const page = request.query.page ?? 1;
    const type = request.query.type ?? null;
    const state = request.query.state || null;
    const allowed = jsonList(request.catalogueScope.organizations ?? []);
    const where = `WHERE position > 0 AND (@type IS NULL OR type = @type) AND (@state IS NULL OR json_extract(summary, '$.stateCode') = @state) AND ${IN_SCOPE}`;
    const total = statement(db, `SELECT COUNT(*) FROM landings ${where}`).pluck().get({ type, state, allowed }) as number;
    const rows = statement(db, `SELECT summary FROM landings ${where} ORDER BY type, position LIMIT @take OFFSET @offset`)
      .pluck()
      .all({ type, state, allowed, take: ARTICLES_PAGE_SIZE, offset: (page - 1) * ARTICLES_PAGE_SIZE }) as string[];
    return { data: rows.map((row) => parseJson<LandingSummary>(row)), metaData: { total, page, take: ARTICLES_PAGE_SIZE, pages: Math.ceil(total / ARTICLES_PAGE_SIZE) } };
  });

  // docs/product/content.md#landing-lists: '/Clinicas-y-Hospitales' lets a visitor find a clinic by department; these are the
  // departments that have a landing of the section (in the partner's scope), for its filter.
  app.get('/api/country-landings/states', {
    schema: {
      querystring: Type.Object({ ...RefreshQuery.properties, ...LandingStatesFilters }),
      response: answers({ 200: LandingDepartmentsAnswer }),
    },
    config: cached,
  }, async (request) => {
    const rows = statement(db, `SELECT json_extract(summary, '$.stateCode') AS stateCode, json_extract(summary, '$.stateName') AS stateName, COUNT(*) AS count
      FROM landings WHERE position > 0 AND type = @type AND json_extract(summary, '$.stateCode') IS NOT NULL AND ${IN_SCOPE}
      GROUP BY stateCode, stateName`).all({ type: request.query.type, allowed: jsonList(request.catalogueScope.organizations ?? []) }) as LandingDepartment[];
    // In Spanish order ('Córdoba' before 'Cundinamarca'), which SQLite's byte order is not.
    return { data: rows.sort((a, b) => a.stateName.localeCompare(b.stateName, 'es')) };
  });

  app.get('/api/country-landings/by-url', {
    schema: {
      querystring: Type.Object({ ...RefreshQuery.properties, ...LandingByUrlFilters }),
      response: answers({ 200: LandingAnswer }),
    },
    config: cached,
  }, async (request) => {
    const url = request.query.url.replace(/^\/+|\/+$/g, '');
    const body = statement(db, 'SELECT body FROM landings WHERE url = ? COLLATE NOCASE').pluck().get(url) as string | undefined;
    if (!body) throw notFound('Página no encontrada');
    const landing = parseJson<LandingBody>(body);
    // A company page of an organization the partner does not allow does not exist for its host.
    const inScope = statement(db, `SELECT 1 FROM landings WHERE url = @url COLLATE NOCASE AND ${IN_SCOPE}`).get({ url, allowed: jsonList(request.catalogueScope.organizations ?? []) });
    if (!inScope) throw notFound('Página no encontrada');
    return { data: { ...landing, plans: linkedPlans(db, landing, request.catalogueScope) } };
  });
};
