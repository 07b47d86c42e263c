import { htmlPurifier } from '../../../common/model/sanitize-html';

export interface ArticleHeading {
  id: string;
  text: string;
}

/** The id a heading gets from its text, as the API writes them ('¿Qué cubre?' → 'que-cubre'). */
export const headingSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * An article's server HTML, sanitised with DOMPurify, and its h2 headings for the side menu
 * (docs/product/content.md#article-side-menu). A heading without an id (or whose id DOMPurify dropped) gets a
 * stable one from its text; repeated ids get '-2', '-3'. Ids are added after sanitising and are only [a-z0-9-], so they cannot carry markup.
 * It runs during render, on the server too (in jsdom's window, common/model/html-window.server.ts), and gives the same markup
 * there as in the browser: the article's text is in the page's first HTML and hydration matches.
 */
export const withHeadingIds = (html: string): { html: string; headings: ArticleHeading[] } => {
  const { purify, view } = htmlPurifier();
  const body = purify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const taken = new Set([...body.querySelectorAll('[id]')].map((element) => element.id));
  const headings = [...body.querySelectorAll('h2')].flatMap((heading, index) => {
    const text = heading.textContent?.trim() ?? '';
    if (!text) return [];
    if (!heading.id) {
      const base = headingSlug(text) || `seccion-${index + 1}`;
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      heading.id = id;
    }
    return [{ id: heading.id, text }];
  });
  const container = view.document.createElement('div');
  container.append(body);
  return { html: container.innerHTML, headings };
};
