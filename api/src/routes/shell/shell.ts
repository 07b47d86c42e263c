import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { refreshQuery } from '../../http/schemas';
import { allComparators, comparatorHasPlans, findComparator as lookupComparator, type ComparatorBody } from '../../store/comparators';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';

const block = <T>(db: Parameters<RouteModule>[1]['db'], key: string): T | undefined => {
  const body = statement(db, 'SELECT body FROM content_blocks WHERE key = ?').pluck().get(key) as string | undefined;
  return body === undefined ? undefined : parseJson<T>(body);
};

/** Keys with a call of their own, left out of the comparator list. */
const OWN_CALL_KEYS = new Set(['blockZones', 'banner']);

const comparatorParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$' } } } as const;

/**
 * The shell's calls: menu, current notification, why-us items, comparators with their benefits and block
 * zones (docs/product/api.md#shell-data: GET api/comparator/{id}/benefits, blockzone/{id}, api/whyUs/{id}), and the compare banner
 * (designed here: GET api/comparator/{id}/banner).
 */
export const shellRoutes: RouteModule = (app, { db, now }) => {
  const cached = { cacheSeconds: 300 };
  const findComparator = (id: string, organizations: readonly number[] | null): ComparatorBody => {
    const comparator = lookupComparator(db, id);
    if (!comparator || !comparatorHasPlans(db, comparator, organizations)) throw notFound('Comparador no encontrado');
    return comparator;
  };

  app.get('/api/menu', { schema: { querystring: refreshQuery }, config: cached }, async () => ({ data: block(db, 'menu') ?? [] }));

  app.get('/api/notifications/current', { schema: { querystring: refreshQuery }, config: { cacheSeconds: 60 } }, async (_request, reply) => {
    const current = statement(db, `SELECT id, title, message FROM notifications WHERE starts_at <= ? AND (ends_at IS NULL OR ends_at > ?)
      ORDER BY starts_at DESC LIMIT 1`).get(now().toISOString(), now().toISOString());
    return current ? { data: current } : reply.code(204).send();
  });

  app.get<{ Params: { project: string } }>('/api/whyUs/:project', {
    schema: { params: { type: 'object', required: ['project'], properties: { project: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } } }, querystring: refreshQuery },
    config: cached,
  }, async (request) => {
    const items = block(db, `whyUs:${request.params.project}`);
    if (!items) throw notFound('Proyecto no encontrado');
    return { data: items };
  });

  app.get('/api/comparator', { schema: { querystring: refreshQuery }, config: cached }, async (request) => ({
    // pageSize and paginationMode tell the results list how to page (docs/product/api.md#compare: they come from the service).
    data: allComparators(db).filter((comparator) => comparatorHasPlans(db, comparator, request.catalogueScope.organizations)).map((comparator) => Object.fromEntries(Object.entries(comparator).filter(([key]) => !OWN_CALL_KEYS.has(key)))),
  }));

  app.get<{ Params: { id: string } }>('/api/comparator/:id/benefits', { schema: { params: comparatorParams, querystring: refreshQuery }, config: cached }, async (request) => {
    findComparator(request.params.id, request.catalogueScope.organizations);
    return { data: block(db, 'comparatorBenefits') ?? [] };
  });

  // Designed here: 204 when the comparator has no banner; an inactive one is answered as is (the client hides it).
  app.get<{ Params: { id: string } }>('/api/comparator/:id/banner', { schema: { params: comparatorParams, querystring: refreshQuery }, config: cached }, async (request, reply) => {
    const { banner } = findComparator(request.params.id, request.catalogueScope.organizations);
    return banner ? { data: banner } : reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/api/comparator/blockzone/:id', { schema: { params: comparatorParams, querystring: refreshQuery }, config: cached }, async (request) => ({
    data: findComparator(request.params.id, request.catalogueScope.organizations).blockZones,
  }));
};
