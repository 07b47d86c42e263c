// Webpack emits the worker as a file of this remote (asset rule in tools/webpack/create-config.js) and
// hands us its URL; pdf.js wraps a cross-origin URL in a same-origin blob worker
// (docs/workspaces/mfe-detail.md#pdf-viewer).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs';

export type Pdfjs = typeof import('pdfjs-dist');

let pending: Promise<Pdfjs> | null = null;

/**
 * pdf.js (about 300 KB) is fetched only when a document is about to show, never with the page: the
 * viewer's shell can show its spinner while the library is on its way.
 */
export const loadPdfjs = (): Promise<Pdfjs> => {
  pending ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed chunk download must not stick: 'Reintentar' asks for it again.
      pending = null;
      throw error;
    },
  );
  return pending;
};
