import { useCallback, useEffect, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs, type Pdfjs } from '../model/load-pdfjs';
import { progressPercent } from '../model/progress';

/** Loading, loaded (page count known), or loaded with error (docs/product/detail.md#pdf-viewer). */
export type PdfDocumentState =
  | { status: 'loading'; percent: number | null }
  | { status: 'loaded'; pdfjs: Pdfjs; document: PDFDocumentProxy; pageCount: number; initialRatio: number }
  | { status: 'error' };

/** Opens the PDF at `url` with pdf.js; `retry` opens it again after a failure. */
export const usePdfDocument = (url: string) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading', percent: null });

  useEffect(() => {
    let active = true;
    let task: PDFDocumentLoadingTask | null = null;
    setState({ status: 'loading', percent: null });
    loadPdfjs()
      .then(async (pdfjs) => {
        if (!active) return;
        // Absolute, so pdf.js fetches it over HTTP wherever it runs (outside a page it would read files).
        task = pdfjs.getDocument({
          url: new URL(url, window.location.href).href,
          // Font substitutions are pdf.js's business, not the visitor's console's.
          verbosity: pdfjs.VerbosityLevel.ERRORS,
        });
        task.onProgress = (progress: { loaded: number; total: number }) => {
          if (active) setState({ status: 'loading', percent: progressPercent(progress) });
        };
        const document = await task.promise;
        // The first page's shape lets every page reserve its height before it is drawn (no layout shift).
        const size = (await document.getPage(1)).getViewport({ scale: 1 });
        if (active)
          setState({
            status: 'loaded',
            pdfjs,
            document,
            pageCount: document.numPages,
            initialRatio: size.height / size.width,
          });
      })
      .catch(() => {
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
      // Stops the download and frees the worker's copy of the document.
      void task?.destroy();
    };
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
};
