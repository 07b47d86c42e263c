import type { Tab } from '../../catalogue/build-tabs';
import { pricePlans, toCards } from '../../compare/plan-cards';
import {
  answers,
  RefreshQuery,
  PlanCodeParams,
  PlanDetailAnswer,
  PlanPath,
  type PlanDescription,
  type PlanDetail,
} from '@qs/contract';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { documentSizes } from '../../store/document-files';
import { findPlanByCode, findPlanByUrl, planContent, type PlanRow } from '../../store/plans';
import type { RouteModule } from '../context';
import Type from 'typebox';

/** A plan card plus what the detail page shows first: descriptions and tabs (docs/product/api.md#plan-detail-calls). */
export const planDetail = async (db: Db, row: PlanRow, now: Date): Promise<PlanDetail> => {
  const [card] = await toCards(db, await pricePlans(db, [row], null, now));
  if (!card) throw notFound('Plan no encontrado');
  const tabs = (await planContent<Tab[]>(db, row.id, 'tabs')) ?? [];
  const sizes = await documentSizes(
    db,
    tabs.flatMap((tab) => (tab.file ? [tab.file.url.split('/').pop() ?? ''] : [])),
  );
  const typeDescriptions = (await planContent<PlanDescription[]>(db, row.id, 'typeDescriptions')) ?? [];
  const descriptions = (await planContent<PlanDescription[]>(db, row.id, 'descriptions')) ?? [];
  return {
    ...card,
    insuranceType: { ...card.insuranceType, descriptions: typeDescriptions },
    descriptions,
    tabs: tabs.map((tab) =>
      tab.file
        ? { ...tab, file: { url: tab.file.url, size: sizes.get(tab.file.url.split('/').pop() ?? '') ?? null } }
        : tab,
    ),
  };
};

const TAB_SEGMENTS = new Set([
  'home',
  'Detalle-de-Precio',
  'Donde-Cubre',
  'Condicion-General',
  'Folleto',
  'Solicitar',
  'Product-Price',
  'Vista-General',
]);

/**
 * The plan behind a site path. Also accepts the forms the site may hold: a trailing tab segment
 * (/EPS/org/plan/Folleto), the older /Planes/ form (docs/product/shell.md#redirects) and a trailing slash or query.
 */
export const findByPath = async (db: Db, raw: string): Promise<PlanRow | undefined> => {
  const path = (raw.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const segments = path.split('/');
  const candidates = [path];
  if (TAB_SEGMENTS.has(segments.at(-1) ?? '')) candidates.push(segments.slice(0, -1).join('/'));
  for (const candidate of [...candidates]) {
    if (!candidate.startsWith('/Empresa/')) candidates.push(candidate.replace('/Planes/', '/'));
  }
  for (const candidate of candidates) {
    const row = await findPlanByUrl(db, candidate);
    if (row) return row;
  }
  return undefined;
};

/** Designed: GET /api/insurance/by-url?url=/EPS/{org}/{plan} (the detail page knows only its path). */
export const planDetailRoutes: RouteModule = (app, { db, now }) => {
  const config = { cacheSeconds: 60 };
  const response = answers({ 200: PlanDetailAnswer });
  app.get(
    '/api/insurance/by-url',
    {
      schema: { querystring: Type.Object({ ...RefreshQuery.properties, url: PlanPath }), response },
      config,
    },
    async (request) => {
      const row = request.catalogueScope.visible(await findByPath(db, request.query.url));
      if (!row) throw notFound('No encontramos un plan con esa dirección');
      return { data: await planDetail(db, row, now()) };
    },
  );

  app.get(
    '/api/insurance/product/:code',
    {
      schema: { params: PlanCodeParams, querystring: RefreshQuery, response },
      config,
    },
    async (request) => {
      const row = request.catalogueScope.visible(await findPlanByCode(db, request.params.code));
      if (!row) throw notFound('Plan no encontrado');
      return { data: await planDetail(db, row, now()) };
    },
  );
};
