/**
 * A page's meta (docs/seo.md): title, description, canonical address, link previews (Open Graph, X cards) and
 * structured data. One description, two writers: the host's server renders it into the head it sends
 * (`documentHeadHtml`), the browser puts it on the document as the visitor moves (`setDocumentMeta`); both go
 * through `headTagsOf`, so a tag is named in one place.
 */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The page's absolute address on the main site (also on a partner's subdomain: it shows the same page); og:url. */
  canonical: string;
  /** og:type: 'website', 'article' (a blog article) or 'product' (a plan). */
  type: 'website' | 'article' | 'product';
  /** Absolute URL of the image link previews show (never loaded by the page itself). */
  image: string;
  /** The image of X's card, when it is another one (a partner's `imageTw`); null: `image`. */
  twitterImage: string | null;
  siteName: string;
  /** og:locale, e.g. es_CO. */
  locale: string;
  /** twitter:site (a partner's `twitterSite`); null: none. */
  twitterSite: string | null;
  /** meta author; null: none. */
  author: string | null;
  /** meta keywords (a partner's `addedTags`); null: none. */
  keywords: string | null;
  /** JSON-LD objects (Product, BreadcrumbList, Article…), each its own script. */
  structuredData: readonly object[];
}

/** One element of the head: `<meta|link {key}="{id}" {attribute}="{value}">`; a null value is no element. */
export interface HeadTag {
  element: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  id: string;
  attribute: 'content' | 'href';
  value: string | null;
}

const meta = (key: 'name' | 'property', id: string, value: string | null | undefined): HeadTag | null =>
  value === undefined ? null : { element: 'meta', key, id, attribute: 'content', value };

/**
 * The head's tags for the fields of `page` that are given (the browser may update a few; the server gives all).
 * The title is not a tag: `<title>` on the server, `document.title` in the browser.
 */
export const headTagsOf = (page: Partial<DocumentMeta>): HeadTag[] => {
  const twitterImage = page.twitterImage === undefined ? undefined : (page.twitterImage ?? page.image ?? null);
  const tags: Array<HeadTag | null> = [
    meta('name', 'description', page.description),
    page.canonical === undefined
      ? null
      : { element: 'link', key: 'rel', id: 'canonical', attribute: 'href', value: page.canonical },
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', page.image),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', page.locale),
    meta('name', 'twitter:card', page.image === undefined ? undefined : 'summary_large_image'),
    meta('name', 'twitter:site', page.twitterSite),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', twitterImage),
    meta('name', 'author', page.author),
    meta('name', 'keywords', page.keywords),
  ];
  return tags.filter((tag): tag is HeadTag => tag !== null);
};

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and the line separators JavaScript reads as line ends)
 * escaped, so that no text of the data can close the element or open another.
 */
export const jsonLdText = (data: object): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Marks the head's structured data of the page (the footer's Organization is the shell's own, in the body). */
const STRUCTURED_DATA_ATTRIBUTE = 'data-page-meta';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The head's markup of a page, as the host's server sends it: its title, tags and structured data. */
export const documentHeadHtml = (page: DocumentMeta): string =>
  [
    `<title>${escapeText(page.title)}</title>`,
    ...headTagsOf(page).flatMap(({ element, key, id, attribute, value }) =>
      value === null ? [] : [`<${element} ${key}="${id}" ${attribute}="${escapeAttribute(value)}">`],
    ),
    ...page.structuredData.map(
      (data) => `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${jsonLdText(data)}</script>`,
    ),
  ].join('');

const putTag = ({ element, key, id, attribute, value }: HeadTag): void => {
  const existing = document.head.querySelector(`${element}[${key}="${id}"]`);
  if (value === null) {
    existing?.remove();
    return;
  }
  const tag = existing ?? document.head.appendChild(document.createElement(element));
  tag.setAttribute(key, id);
  tag.setAttribute(attribute, value);
};

const putStructuredData = (structuredData: readonly object[]): void => {
  const texts = structuredData.map(jsonLdText);
  const current = [...document.head.querySelectorAll(`script[${STRUCTURED_DATA_ATTRIBUTE}]`)];
  if (current.length === texts.length && current.every((script, at) => script.textContent === texts[at])) return;
  for (const script of current) script.remove();
  for (const text of texts) {
    // A data block: it does not run, so the page's script policy has nothing to allow.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
    script.textContent = text;
    document.head.append(script);
  }
};

/**
 * Puts a page's meta on the document, as `documentHeadHtml` writes it on the server: the fields given (a null
 * optional field takes its tag away), and nothing else.
 */
export const setDocumentMeta = (page: Partial<DocumentMeta>): void => {
  if (page.title !== undefined) document.title = page.title;
  for (const tag of headTagsOf(page)) putTag(tag);
  if (page.structuredData !== undefined) putStructuredData(page.structuredData);
};
