import { answers, NoContent, RefreshQuery } from '../../contract/common';
import {
  BlockZonesAnswer,
  ComparatorBannerAnswer,
  ComparatorBenefitsAnswer,
  ComparatorParams,
  ComparatorsAnswer,
  MenuAnswer,
  NotificationAnswer,
  WhyUsAnswer,
  WhyUsParams,
  type ComparatorBenefit,
  type MenuItem,
  type SiteNotification,
  type WhyUsItem,
} from '../../contract/shell';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { allComparators, comparatorHasPlans, findComparator as lookupComparator, type ComparatorBody } from '../../store/comparators';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';

const block = <T>(db: Parameters<RouteModule>[1]['db'], key: string): T | undefined => {
  const body = statement(db, 'SELECT body FROM content_blocks WHERE key = ?').pluck().get(key) as string | undefined;
  return body === undefined ? undefined : parseJson<T>(body);
};

/** The comparator list leaves out the parts with a call of their own (block zones, banner). */
const listed = ({ blockZones: _blockZones, banner: _banner, ...comparator }: ComparatorBody) => comparator;

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

  app.get('/api/menu', { schema: { querystring: RefreshQuery, response: answers({ 200: MenuAnswer }) }, config: cached }, async () => ({ data: block<MenuItem[]>(db, 'menu') ?? [] }));

  app.get('/api/notifications/current', { schema: { querystring: RefreshQuery, response: answers({ 200: NotificationAnswer, 204: NoContent }) }, config: { cacheSeconds: 60 } }, async (_request, reply) => {
    const current = statement(db, `SELECT id, title, message FROM notifications WHERE starts_at <= ? AND (ends_at IS NULL OR ends_at > ?)
      ORDER BY starts_at DESC LIMIT 1`).get(now().toISOString(), now().toISOString()) as SiteNotification | undefined;
    return current ? { data: current } : reply.code(204).send(null);
  });

  app.get('/api/whyUs/:project', {
    schema: { params: WhyUsParams, querystring: RefreshQuery, response: answers({ 200: WhyUsAnswer }) },
    config: cached,
  }, async (request) => {
    const items = block<WhyUsItem[]>(db, `whyUs:${request.params.project}`);
    if (!items) throw notFound('Proyecto no encontrado');
    return { data: items };
  });

  app.get('/api/comparator', { schema: { querystring: RefreshQuery, response: answers({ 200: ComparatorsAnswer }) }, config: cached }, async (request) => ({
    // pageSize and paginationMode tell the results list how to page (docs/product/api.md#compare: they come from the service).
    data: allComparators(db).filter((comparator) => comparatorHasPlans(db, comparator, request.catalogueScope.organizations)).map(listed),
  }));

  app.get('/api/comparator/:id/benefits', { schema: { params: ComparatorParams, querystring: RefreshQuery, response: answers({ 200: ComparatorBenefitsAnswer }) }, config: cached }, async (request) => {
    findComparator(request.params.id, request.catalogueScope.organizations);
    return { data: block<ComparatorBenefit[]>(db, 'comparatorBenefits') ?? [] };
  });

  // Designed here: 204 when the comparator has no banner; an inactive one is answered as is (the client hides it).
  app.get('/api/comparator/:id/banner', {
    schema: { params: ComparatorParams, querystring: RefreshQuery, response: answers({ 200: ComparatorBannerAnswer, 204: NoContent }) },
    config: cached,
  }, async (request, reply) => {
    const { banner } = findComparator(request.params.id, request.catalogueScope.organizations);
    return banner ? { data: banner } : reply.code(204).send(null);
  });

  app.get('/api/comparator/blockzone/:id', { schema: { params: ComparatorParams, querystring: RefreshQuery, response: answers({ 200: BlockZonesAnswer }) }, config: cached }, async (request) => ({
    data: findComparator(request.params.id, request.catalogueScope.organizations).blockZones,
  }));
};
