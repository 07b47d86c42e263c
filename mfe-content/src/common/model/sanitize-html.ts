import createDOMPurify, { type DOMPurify } from 'dompurify';
import { htmlWindow } from '#html-window';

let purifier: { view: Window; purify: DOMPurify } | undefined;

/**
 * DOMPurify bound to the window markup is read in: the page's own in the browser, jsdom's on the server
 * (html-window.server.ts), with the same rules, so the server's HTML of a CMS text is the browser's.
 */
export const htmlPurifier = (): { purify: DOMPurify; view: Window & typeof globalThis } => {
  const view = htmlWindow();
  if (purifier?.view !== view) purifier = { view, purify: createDOMPurify(view) };
  return { purify: purifier.purify, view };
};

/** Server (CMS) HTML without scripts, handlers or dangerous URLs, as markup to render. */
export const sanitizeHtml = (html: string): string => htmlPurifier().purify.sanitize(html);
