const descriptionTag = (): HTMLMetaElement => {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
};

const canonicalTag = (): HTMLLinkElement => {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (existing) return existing;
  const tag = document.createElement('link');
  tag.rel = 'canonical';
  document.head.append(tag);
  return tag;
};

/**
 * Puts a page's title, meta description and canonical address on the document: the shell per route, a
 * slice per section. The canonical address is absolute, on the main site's origin (`siteUrl`).
 */
export const setDocumentMeta = ({ title, description, canonical }: { title?: string; description?: string; canonical?: string }): void => {
  if (title !== undefined) document.title = title;
  if (description !== undefined) descriptionTag().setAttribute('content', description);
  if (canonical !== undefined) canonicalTag().href = canonical;
};
