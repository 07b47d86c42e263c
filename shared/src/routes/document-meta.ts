/** The head's element matching `selector`, created with `attributes` when there is none. */
const headTag = <K extends 'meta' | 'link'>(
  tagName: K,
  selector: string,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] => {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return existing;
  const tag = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  document.head.append(tag);
  return tag;
};

const descriptionTag = (): HTMLMetaElement => headTag('meta', 'meta[name="description"]', { name: 'description' });
const canonicalTag = (): HTMLLinkElement => headTag('link', 'link[rel="canonical"]', { rel: 'canonical' });

/**
 * Puts a page's title, meta description and canonical address on the document: the shell per route, a
 * slice per section. The canonical address is absolute, on the main site's origin (`siteUrl`).
 */
export const setDocumentMeta = ({
  title,
  description,
  canonical,
}: {
  title?: string;
  description?: string;
  canonical?: string;
}): void => {
  if (title !== undefined) document.title = title;
  if (description !== undefined) descriptionTag().setAttribute('content', description);
  if (canonical !== undefined) canonicalTag().href = canonical;
};
