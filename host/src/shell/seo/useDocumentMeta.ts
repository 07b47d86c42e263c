import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
}

const descriptionTag = (): HTMLMetaElement => {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
};

/** Puts a title and meta description on the document (the index.html ones until the first call). */
export const useDocumentMeta = ({ title, description }: DocumentMeta): void => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    descriptionTag().setAttribute('content', description);
  }, [description]);
};
