import { apiClient } from '@qs/shared';

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  image?: string;
  /** Tag slugs, as URLs and the API's ?tag= filter use them ('afiliacion'). */
  tags: string[];
  /** What the site shows for each tag, by slug ('afiliacion' → 'Afiliación'): the API's one list of tag names. */
  tagDisplayNames?: Record<string, string>;
  group?: string;
  author?: string;
  publishedAt: string;
}

export interface Article extends ArticleSummary {
  html: string;
}

/** Article page size (docs/product/content.md#blog). */
export const ARTICLES_PAGE_SIZE = 15;

export const getArticles = (page: number, signal?: AbortSignal) =>
  apiClient.get<{ data: ArticleSummary[]; metaData: { total: number; page: number; take: number } }>(
    '/qp-university/articles',
    { page },
    { cache: true, signal },
  );

export const getArticle = (slug: string, signal?: AbortSignal) =>
  apiClient.get<{ data: Article }>(`/qp-university/articles/${encodeURIComponent(slug)}`, {}, { cache: true, signal }).then((answer) => answer.data);
