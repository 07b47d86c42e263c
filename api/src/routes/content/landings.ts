import {
  answers,
  RefreshQuery,
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
} from '@qs/contract';
import { parseJson } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { notFound } from '../../http/errors';
import type { ExpressionBuilder } from 'kysely';
import { equalsIgnoringCase, jsonNumber, jsonText } from '../../db/dialect';
import type { Db } from '../../db/open';
import type { Database } from '../../db/schema';
import { priceSuffix } from '../../pricing/plan-price';
import type { RouteModule } from '../context';
import { ARTICLES_PAGE_SIZE } from './articles';
import Type from 'typebox';

/** A landing as the landings table stores it: the answer but for its plans. */
type LandingBody = Omit<Landing, 'plans'>;

const CLINICS = 'Clinicas-y-Hospitales';

/** Plans linked to a landing: the company's plans, or the plans whose network has the clinic (a partner's only, docs/security.md#partner-restrictions). */
const linkedPlans = async (db: Db, landing: LandingBody, scope: CatalogueScope): Promise<LandingPlan[]> => {
  if (!landing.organizationId) return [];
  const allowed = [...(scope.organizations ?? [])];
  const columns = [
    'p.id',
    'p.display_name as displayName',
    'p.url',
    'p.base_price as price',
    'p.price_unit as priceUnit',
  ] as const;
  const query =
    landing.type === CLINICS
      ? db
          .selectFrom('plans as p')
          .innerJoin('coverage_networks as n', 'n.plan_id', 'p.id')
          .select(columns)
          .distinct()
          .where('n.clinic_id', '=', landing.organizationId)
          .orderBy('p.display_name')
      : db
          .selectFrom('plans as p')
          .select(columns)
          .where('p.organization_id', '=', landing.organizationId)
          .orderBy('p.base_price');
  const rows = await query.$if(allowed.length > 0, (qb) => qb.where('p.organization_id', 'in', allowed)).execute();
  // `price` is the plan's starting price (base_price), written with the suffix every other place uses (docs/product/api.md#prices).
  return rows.map((row) => ({ ...row, priceSuffix: priceSuffix(row.priceUnit) }));
};

/**
 * docs/security.md#partner-restrictions: under a partner (`allowed` not empty) a company landing lists only for its organizations, a
 * clinic landing only for a clinic of its plans' networks; landings of no organization (allies) stay.
 */
const inScope = (db: Db, allowed: readonly number[]) => (eb: ExpressionBuilder<Database, 'landings'>) => {
  if (allowed.length === 0) return eb.lit(true);
  const organizationId = jsonNumber(db, 'summary', 'organizationId');
  return eb.or([
    eb(organizationId, 'is', null),
    eb.and([eb('type', '<>', CLINICS), eb(organizationId, 'in', [...allowed])]),
    eb.and([
      eb('type', '=', CLINICS),
      eb(
        organizationId,
        'in',
        eb
          .selectFrom('coverage_networks as n')
          .innerJoin('plans as p', 'p.id', 'n.plan_id')
          .select('n.clinic_id')
          .where('p.organization_id', 'in', [...allowed]),
      ),
    ]),
  ]);
};

/**
 * Country landings (docs/product/api.md#content). Designed: GET /api/country-landings?type&page (15 a page; the site's 'pagina')
 * lists the landings of a section (companies, clinics); GET /api/country-landings/by-url?url= gives one.
 */
export const landingRoutes: RouteModule = (app, { db }) => {
  const cached = { cacheSeconds: 300 };
  app.get(
    '/api/country-landings',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...LandingListFilters }),
        response: answers({ 200: LandingListAnswer }),
      },
      config: cached,
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const type = request.query.type ?? null;
      const state = request.query.state || null;
      const filtered = db
        .selectFrom('landings')
        .where('position', '>', 0)
        .$if(type !== null, (qb) => qb.where('type', '=', type as string))
        .$if(state !== null, (qb) => qb.where(jsonText(db, 'summary', 'stateCode'), '=', state))
        .where(inScope(db, request.catalogueScope.organizations ?? []));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select('summary')
        .orderBy('type')
        .orderBy('position')
        .limit(ARTICLES_PAGE_SIZE)
        .offset((page - 1) * ARTICLES_PAGE_SIZE)
        .execute();
      return {
        data: rows.map((row) => parseJson<LandingSummary>(row.summary)),
        metaData: { total, page, take: ARTICLES_PAGE_SIZE, pages: Math.ceil(total / ARTICLES_PAGE_SIZE) },
      };
    },
  );

  // docs/product/content.md#landing-lists: '/Clinicas-y-Hospitales' lets a visitor find a clinic by department; these are the
  // departments that have a landing of the section (in the partner's scope), for its filter.
  app.get(
    '/api/country-landings/states',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...LandingStatesFilters }),
        response: answers({ 200: LandingDepartmentsAnswer }),
      },
      config: cached,
    },
    async (request) => {
      const stateCode = jsonText(db, 'summary', 'stateCode');
      const stateName = jsonText(db, 'summary', 'stateName');
      const rows = (await db
        .selectFrom('landings')
        .select((eb) => [stateCode.as('stateCode'), stateName.as('stateName'), eb.fn.countAll<number>().as('count')])
        .where('position', '>', 0)
        .where('type', '=', request.query.type)
        .where(stateCode, 'is not', null)
        .where(inScope(db, request.catalogueScope.organizations ?? []))
        .groupBy([stateCode, stateName])
        .execute()) as LandingDepartment[];
      // In Spanish order ('Córdoba' before 'Cundinamarca'), which SQLite's byte order is not.
      return { data: rows.sort((a, b) => a.stateName.localeCompare(b.stateName, 'es')) };
    },
  );

  app.get(
    '/api/country-landings/by-url',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...LandingByUrlFilters }),
        response: answers({ 200: LandingAnswer }),
      },
      config: cached,
    },
    async (request) => {
      const url = request.query.url.replace(/^\/+|\/+$/g, '');
      const body = (
        await db
          .selectFrom('landings')
          .select('body')
          .where((eb) => equalsIgnoringCase(eb, 'url', url))
          .executeTakeFirst()
      )?.body;
      if (!body) throw notFound('Página no encontrada');
      const landing = parseJson<LandingBody>(body);
      // A company page of an organization the partner does not allow does not exist for its host.
      const visible = await db
        .selectFrom('landings')
        .select('url')
        .where((eb) => equalsIgnoringCase(eb, 'url', url))
        .where(inScope(db, request.catalogueScope.organizations ?? []))
        .executeTakeFirst();
      if (!visible) throw notFound('Página no encontrada');
      return { data: { ...landing, plans: await linkedPlans(db, landing, request.catalogueScope) } };
    },
  );
};
