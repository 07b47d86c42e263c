import type { ArticleSummary } from '@qs/shared';

/**
 * The names a visitor sees for an article's tags ('Afiliación', never the slug 'afiliacion', docs/product/content.md#blog),
 * in the article's order. The API names them; a tag it does not name (an older API) shows as sent.
 */
export const articleTagNames = (
  article: Pick<ArticleSummary, 'tags'> & Partial<Pick<ArticleSummary, 'tagDisplayNames'>>,
): string[] => article.tags.map((tag) => article.tagDisplayNames?.[tag] ?? tag);
