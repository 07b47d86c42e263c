import { apiClient } from '@qs/shared';

/** Article page size (docs/product/content.md#blog). */
export const ARTICLES_PAGE_SIZE = 15;

export const getArticles = (page: number, signal?: AbortSignal) =>
  apiClient.get('/qp-university/articles', { page }, { cache: true, signal });

export const getArticle = (slug: string, signal?: AbortSignal) =>
  apiClient
    .get(`/qp-university/articles/${encodeURIComponent(slug)}`, {}, { cache: true, signal })
    .then((answer) => answer.data);
