import type { ArticleFixture } from './fixture-types';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An article with its HTML: one <h2 id> per section, so the page can build its side menu (seed 002 §2). */
export const buildArticle = (article: ArticleFixture) => {
  const toc = article.sections.map((section) => ({ id: slugify(section.title), title: section.title }));
  const html = article.sections
    .map((section, i) => [`<h2 id="${toc[i]?.id ?? ''}">${escapeHtml(section.title)}</h2>`, ...section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)].join('\n'))
    .join('\n');
  const summary = {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    image: `/api/images/articles/${article.slug}.svg`,
    tags: article.tags,
    group: article.group,
    author: article.author,
    publishedAt: article.publishedAt,
  };
  return { summary, detail: { ...summary, toc, html } };
};
