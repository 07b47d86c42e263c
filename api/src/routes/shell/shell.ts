import {
  answers,
  NoContent,
  RefreshQuery,
  BlockZonesAnswer,
  ComparatorBannerAnswer,
  ComparatorBenefitsAnswer,
  ComparatorParams,
  ComparatorReviewsAnswer,
  ComparatorsAnswer,
  DEFAULT_REVIEW_SCORE,
  MenuAnswer,
  NotificationAnswer,
  WhyUsAnswer,
  WhyUsParams,
  type MenuItem,
  type SiteNotification,
  type WhyUsItem,
} from '@qs/contract';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import {
  allComparators,
  comparatorHasPlans,
  findComparator as lookupComparator,
  type ComparatorBody,
} from '../../store/comparators';
import type { Db } from '../../db/open';
import type { RouteModule } from '../context';
import { bannerCategories } from './banner-categories';

const block = async <T>(db: Db, key: string): Promise<T | undefined> => {
  const row = await db.selectFrom('content_blocks').select('body').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : parseJson<T>(row.body);
};

/** The comparator list leaves out the parts with a call of their own (block zones, banner, benefits, reviews). */
const listed = ({
  blockZones: _blockZones,
  banner: _banner,
  benefits: _benefits,
  reviews: _reviews,
  ...comparator
}: ComparatorBody) => comparator;

/**
 * The shell's calls: menu, current notification, why-us items, comparators with their benefits and block
 * zones (docs/product/api.md#shell-data: GET api/comparator/{id}/benefits, blockzone/{id}, api/whyUs/{id}), and the compare banner
 * and reviews (designed here: GET api/comparator/{id}/banner, GET api/comparator/{id}/reviews).
 */
export const shellRoutes: RouteModule = (app, { db, now }) => {
  const cached = { cacheSeconds: 300 };
  const findComparator = async (id: string, organizations: readonly number[] | null): Promise<ComparatorBody> => {
    const comparator = await lookupComparator(db, id);
    if (!comparator || !(await comparatorHasPlans(db, comparator, organizations)))
      throw notFound('Comparador no encontrado');
    return comparator;
  };
  const listedComparators = async (organizations: readonly number[] | null) => {
    const listedOnes = [];
    for (const comparator of await allComparators(db))
      if (await comparatorHasPlans(db, comparator, organizations)) listedOnes.push(listed(comparator));
    return listedOnes;
  };

  app.get(
    '/api/menu',
    { schema: { querystring: RefreshQuery, response: answers({ 200: MenuAnswer }) }, config: cached },
    async () => ({ data: (await block<MenuItem[]>(db, 'menu')) ?? [] }),
  );

  app.get(
    '/api/notifications/current',
    {
      schema: { querystring: RefreshQuery, response: answers({ 200: NotificationAnswer, 204: NoContent }) },
      config: { cacheSeconds: 60 },
    },
    async (_request, reply) => {
      const at = now().toISOString();
      const current: SiteNotification | undefined = await db
        .selectFrom('notifications')
        .select(['id', 'title', 'message'])
        .where('starts_at', '<=', at)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .orderBy('starts_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return current ? { data: current } : reply.code(204).send(null);
    },
  );

  app.get(
    '/api/whyUs/:project',
    {
      schema: { params: WhyUsParams, querystring: RefreshQuery, response: answers({ 200: WhyUsAnswer }) },
      config: cached,
    },
    async (request) => {
      const items = await block<WhyUsItem[]>(db, `whyUs:${request.params.project}`);
      if (!items) throw notFound('Proyecto no encontrado');
      return { data: items };
    },
  );

  app.get(
    '/api/comparator',
    { schema: { querystring: RefreshQuery, response: answers({ 200: ComparatorsAnswer }) }, config: cached },
    async (request) => ({
      // pageSize and paginationMode tell the results list how to page (docs/product/api.md#compare: they come from the service).
      data: await listedComparators(request.catalogueScope.organizations),
    }),
  );

  app.get(
    '/api/comparator/:id/benefits',
    {
      schema: {
        params: ComparatorParams,
        querystring: RefreshQuery,
        response: answers({ 200: ComparatorBenefitsAnswer }),
      },
      config: cached,
    },
    // Each comparator's own benefits, inactive ones included (the site keeps the active ones).
    async (request) => ({
      data: (await findComparator(request.params.id, request.catalogueScope.organizations)).benefits ?? [],
    }),
  );

  // Designed here (docs/product/results.md#comparator-reviews): without a review the score is the default one.
  app.get(
    '/api/comparator/:id/reviews',
    {
      schema: {
        params: ComparatorParams,
        querystring: RefreshQuery,
        response: answers({ 200: ComparatorReviewsAnswer }),
      },
      config: cached,
    },
    async (request) => {
      const { reviews } = await findComparator(request.params.id, request.catalogueScope.organizations);
      const count = reviews?.count ?? 0;
      return { data: { count, score: count > 0 && reviews ? reviews.score : DEFAULT_REVIEW_SCORE } };
    },
  );

  // Designed here: 204 when the comparator has no banner; an inactive one is answered as is (the client hides it).
  app.get(
    '/api/comparator/:id/banner',
    {
      schema: {
        params: ComparatorParams,
        querystring: RefreshQuery,
        response: answers({ 200: ComparatorBannerAnswer, 204: NoContent }),
      },
      config: cached,
    },
    async (request, reply) => {
      const { slug, banner } = await findComparator(request.params.id, request.catalogueScope.organizations);
      if (!banner) return reply.code(204).send(null);
      const menu = (await block<MenuItem[]>(db, 'menu')) ?? [];
      return { data: { ...banner, categories: await bannerCategories(db, menu, slug, request.catalogueScope) } };
    },
  );

  app.get(
    '/api/comparator/blockzone/:id',
    {
      schema: { params: ComparatorParams, querystring: RefreshQuery, response: answers({ 200: BlockZonesAnswer }) },
      config: cached,
    },
    async (request) => ({
      data: (await findComparator(request.params.id, request.catalogueScope.organizations)).blockZones,
    }),
  );
};
