import { useEffect } from 'react';
import { setDocumentMeta } from '@qs/shared';

export interface DocumentMeta {
  title: string;
  description: string;
  /** The page's address on the main site (also on a partner's subdomain: it shows the same page). */
  canonical?: string;
}

/** Puts a title and meta description on the document (the index.html ones until the first call). */
export const useDocumentMeta = ({ title, description, canonical }: DocumentMeta): void => {
  useEffect(() => {
    setDocumentMeta({ title });
  }, [title]);
  useEffect(() => {
    setDocumentMeta({ description });
  }, [description]);
  useEffect(() => {
    if (canonical) setDocumentMeta({ canonical });
  }, [canonical]);
};
