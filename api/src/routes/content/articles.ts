import {
  answers,
  RefreshQuery,
  ArticleAnswer,
  ArticleFilters,
  ArticleGroupsAnswer,
  ArticleParams,
  ArticlesAnswer,
  ArticleTagsAnswer,
  type Article,
  type ArticleGroup,
  type ArticleSummary,
} from '@qs/contract';
import { parseJson } from '../../db/open';
import { tagDisplayName } from '../../catalogue/build-articles';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../context';
import Type from 'typebox';

/** docs/product/api.md#content: article page size 15. */
export const ARTICLES_PAGE_SIZE = 15;

/**
 * Blog (QS-Blog / qp-university). Designed paths: GET /api/qp-university/articles?page&tag&group and
 * /articles/{slug}; tags and groups as the product lists them (GET /api/qp-university/tags, groups).
 */
export const articleRoutes: RouteModule = (app, { db }) => {
  const cached = { cacheSeconds: 300 };
  app.get(
    '/api/qp-university/articles',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...ArticleFilters }),
        response: answers({ 200: ArticlesAnswer }),
      },
      config: cached,
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const tag = request.query.tag || null;
      const group = request.query.group || null;
      const filtered = db
        .selectFrom('articles as a')
        .$if(tag !== null, (qb) =>
          qb.where('a.slug', 'in', (eb) =>
            eb
              .selectFrom('article_tags')
              .select('slug')
              .where('tag', '=', tag as string),
          ),
        )
        .$if(group !== null, (qb) => qb.where('a.grp', '=', group as string));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select('a.summary')
        .orderBy('a.published_at', 'desc')
        .orderBy('a.slug')
        .limit(ARTICLES_PAGE_SIZE)
        .offset((page - 1) * ARTICLES_PAGE_SIZE)
        .execute();
      return {
        data: rows.map((row) => parseJson<ArticleSummary>(row.summary)),
        metaData: { total, page, take: ARTICLES_PAGE_SIZE, pages: Math.ceil(total / ARTICLES_PAGE_SIZE) },
      };
    },
  );

  app.get(
    '/api/qp-university/articles/:slug',
    {
      schema: { params: ArticleParams, querystring: RefreshQuery, response: answers({ 200: ArticleAnswer }) },
      config: cached,
    },
    async (request) => {
      const body = (
        await db.selectFrom('articles').select('body').where('slug', '=', request.params.slug).executeTakeFirst()
      )?.body;
      if (!body) throw notFound('Artículo no encontrado');
      return { data: parseJson<Article>(body) };
    },
  );

  app.get(
    '/api/qp-university/tags',
    { schema: { querystring: RefreshQuery, response: answers({ 200: ArticleTagsAnswer }) }, config: cached },
    async () => ({
      data: (
        await db
          .selectFrom('article_tags')
          .select((eb) => ['tag as name', eb.fn.countAll<number>().as('count')])
          .groupBy('tag')
          .orderBy('count', 'desc')
          .orderBy('tag')
          .execute()
      ).map(({ name, count }) => ({ name, displayName: tagDisplayName(name), count })),
    }),
  );

  app.get(
    '/api/qp-university/groups',
    { schema: { querystring: RefreshQuery, response: answers({ 200: ArticleGroupsAnswer }) }, config: cached },
    async () => ({
      data: (await db
        .selectFrom('articles')
        .select((eb) => ['grp as name', eb.fn.countAll<number>().as('count')])
        .groupBy('grp')
        .orderBy('name')
        .execute()) as ArticleGroup[],
    }),
  );
};
