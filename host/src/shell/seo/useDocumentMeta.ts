import { useEffect, useRef } from 'react';
import { setDocumentMeta, type DocumentMeta } from '@qs/shared';

export type { DocumentMeta };

/** The head the server sent was made for this page (host/src/server-render): `<div id="root" data-ssr>`. */
const serverRendered = () => document.getElementById('root')?.hasAttribute('data-ssr') ?? false;

/**
 * Puts a page's meta on the document (the index.html title and description until the first call). On a page the
 * server rendered, the head it sent is already this meta, its page's own values included, while the page's slot
 * may hydrate later: the first meta is left to the server's head (the route's alone would take the plan's title
 * away until the slot says it again), and every later one is put.
 */
export const useDocumentMeta = (meta: DocumentMeta): void => {
  const first = useRef(true);
  const key = JSON.stringify(meta);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && serverRendered()) return;
    setDocumentMeta(JSON.parse(key) as DocumentMeta);
  }, [key]);
};
