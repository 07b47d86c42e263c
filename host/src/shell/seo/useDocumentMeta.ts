import { useEffect } from 'react';
import { setDocumentMeta } from '@qs/shared';

export interface DocumentMeta {
  title: string;
  description: string;
}

/** Puts a title and meta description on the document (the index.html ones until the first call). */
export const useDocumentMeta = ({ title, description }: DocumentMeta): void => {
  useEffect(() => {
    setDocumentMeta({ title });
  }, [title]);
  useEffect(() => {
    setDocumentMeta({ description });
  }, [description]);
};
