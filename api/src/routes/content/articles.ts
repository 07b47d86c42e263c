import { answers, RefreshQuery } from '../../contract/common';
import { ArticleAnswer, ArticleFilters, ArticleGroupsAnswer, ArticleParams, ArticlesAnswer, ArticleTagsAnswer, type Article, type ArticleGroup, type ArticleSummary } from '../../contract/content';
import { parseJson } from '../../db/open';
import { tagDisplayName } from '../../catalogue/build-articles';
import { notFound } from '../../http/errors';
import { statement } from '../../store/statements';
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
  app.get('/api/qp-university/articles', {
    schema: {
      querystring: Type.Object({ ...RefreshQuery.properties, ...ArticleFilters }),
      response: answers({ 200: ArticlesAnswer }),
    },
    config: cached,
  }, async (request) => {
    const page = request.query.page ?? 1;
    const tag = request.query.tag || null;
    const group = request.query.group || null;
    const where = 'WHERE (@tag IS NULL OR a.slug IN (SELECT slug FROM article_tags WHERE tag = @tag)) AND (@group IS NULL OR a.grp = @group)';
    const total = statement(db, `SELECT COUNT(*) FROM articles a ${where}`).pluck().get({ tag, group }) as number;
    const rows = statement(db, `SELECT a.summary FROM articles a ${where} ORDER BY a.published_at DESC, a.slug LIMIT @take OFFSET @offset`)
      .pluck()
      .all({ tag, group, take: ARTICLES_PAGE_SIZE, offset: (page - 1) * ARTICLES_PAGE_SIZE }) as string[];
    return { data: rows.map((row) => parseJson<ArticleSummary>(row)), metaData: { total, page, take: ARTICLES_PAGE_SIZE, pages: Math.ceil(total / ARTICLES_PAGE_SIZE) } };
  });

  app.get('/api/qp-university/articles/:slug', { schema: { params: ArticleParams, querystring: RefreshQuery, response: answers({ 200: ArticleAnswer }) }, config: cached }, async (request) => {
    const body = statement(db, 'SELECT body FROM articles WHERE slug = ?').pluck().get(request.params.slug) as string | undefined;
    if (!body) throw notFound('Artículo no encontrado');
    return { data: parseJson<Article>(body) };
  });

  app.get('/api/qp-university/tags', { schema: { querystring: RefreshQuery, response: answers({ 200: ArticleTagsAnswer }) }, config: cached }, async () => ({
    data: (statement(db, 'SELECT tag AS name, COUNT(*) AS count FROM article_tags GROUP BY tag ORDER BY count DESC, tag').all() as Array<{ name: string; count: number }>)
      .map(({ name, count }) => ({ name, displayName: tagDisplayName(name), count })),
  }));

  app.get('/api/qp-university/groups', { schema: { querystring: RefreshQuery, response: answers({ 200: ArticleGroupsAnswer }) }, config: cached }, async () => ({
    data: statement(db, 'SELECT grp AS name, COUNT(*) AS count FROM articles GROUP BY grp ORDER BY name').all() as ArticleGroup[],
  }));
};
