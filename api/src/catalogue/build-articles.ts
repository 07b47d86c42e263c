import tagNames from '../fixtures/articles/tags.json';
import type { ArticleFixture } from './fixture-types';

const TAG_NAMES: Readonly<Record<string, string>> = tagNames.names;

/** The name a visitor sees for a blog tag ('Afiliación'); the slug ('afiliacion') stays in URLs and filters. */
export const tagDisplayName = (tag: string): string => TAG_NAMES[tag] ?? tag;

/** Tags of the articles that have no display name in fixtures/articles/tags.json (the seed test wants none). */
export const tagsWithoutDisplayName = (articles: readonly ArticleFixture[]): string[] =>
  [...new Set(articles.flatMap((article) => article.tags))].filter((tag) => !(tag in TAG_NAMES)).sort();

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An article with its HTML: one <h2 id> per section, so the page can build its side menu (docs/product/api.md#content). */
export const buildArticle = (article: ArticleFixture) => {
  const toc = article.sections.map((section) => ({ id: slugify(section.title), title: section.title }));
  const html = article.sections
    .map((section, i) =>
      [
        `<h2 id="${toc[i]?.id ?? ''}">${escapeHtml(section.title)}</h2>`,
        ...section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ].join('\n'),
    )
    .join('\n');
  const summary = {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    image: `/api/images/articles/${article.slug}.svg`,
    tags: article.tags,
    /** docs/product/content.md#blog: what the site shows for each tag, keyed by the tag's slug. */
    tagDisplayNames: Object.fromEntries(article.tags.map((tag) => [tag, tagDisplayName(tag)])),
    group: article.group,
    author: article.author,
    publishedAt: article.publishedAt,
  };
  return { summary, detail: { ...summary, toc, html } };
};
