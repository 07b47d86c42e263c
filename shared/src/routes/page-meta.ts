import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { DocumentMeta } from './document-meta';

/**
 * What a page knows of itself, over its route's meta (docs/seo.md): a plan page its plan, an article its text.
 * The host's shell turns it into the document's meta (with the route's, the partner's and the site's values), on
 * the server for the head it sends and in the browser as the visitor moves: slices only say what their page is.
 */
export interface OwnPageMeta {
  /** The whole document title. */
  title?: string;
  description?: string;
  type?: DocumentMeta['type'];
  /** The page's image: a path of the site (/api/images/…) or an absolute URL. */
  image?: string;
  author?: string;
  structuredData?: readonly object[];
}

/** One server render's page meta: the page's slot says what it is while it renders (host/src/server-render). */
export interface PageMetaCollector {
  set: (meta: OwnPageMeta) => void;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

// The browser's: the page shown now says what it is; the shell reads it (usePublishedPageMeta).
let published: OwnPageMeta | null = null;
const listeners = new Set<() => void>();
const publish = (meta: OwnPageMeta | null) => {
  published = meta;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page's own meta, while it is shown (`null`: nothing of its own yet, e.g. still loading). On the server it goes
 * to the render's collector as the page renders; in the browser to the shell, and away when the page goes.
 */
export const usePageMeta = (meta: OwnPageMeta | null): void => {
  const collector = useContext(PageMetaContext);
  if (collector && meta) collector.set(meta);
  // Compared by value: a page renders a new object each time with the same meta.
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key === null) return undefined;
    const mine = JSON.parse(key) as OwnPageMeta;
    publish(mine);
    return () => {
      if (published !== null && JSON.stringify(published) === key) publish(null);
    };
  }, [key]);
};

/** The shell's side: the own meta of the page shown now (none on the server, which reads its collector). */
export const usePublishedPageMeta = (): OwnPageMeta | null =>
  useSyncExternalStore(
    subscribe,
    () => published,
    () => null,
  );
