const descriptionTag = (): HTMLMetaElement => {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
};

/** Puts a page's title and meta description on the document: the shell per route, a slice per section. */
export const setDocumentMeta = ({ title, description }: { title?: string; description?: string }): void => {
  if (title !== undefined) document.title = title;
  if (description !== undefined) descriptionTag().setAttribute('content', description);
};
