import { PdfError } from './PdfError';
import { PdfLoading } from './PdfLoading';
import { PdfPages } from './PdfPages';
import { usePdfDocument } from '../hooks/usePdfDocument';
import './pdf-viewer.css';

export interface PdfDocumentProps {
  /** Site URL of the PDF (the tab's `file.url`). */
  url: string;
  /** The tab's title, for the loading spinner and the document's accessible name. */
  title: string;
  /** Full page: the first 7 pages, then 'Seguir leyendo...'. Modal: every page with previous/next. */
  mode: 'page' | 'modal';
}

/** A tab's PDF, rendered with pdf.js (docs/product/detail.md#pdf-viewer: PDF viewer): loading, loaded, or loaded with error. */
export const PdfDocument = ({ url, title, mode }: PdfDocumentProps) => {
  const { state, retry } = usePdfDocument(url);
  return (
    <section className="qs-pdf-document" aria-label={title}>
      {state.status === 'loading' && <PdfLoading title={title} percent={state.percent} />}
      {state.status === 'error' && <PdfError onRetry={retry} />}
      {state.status === 'loaded' && (
        <PdfPages
          pdfjs={state.pdfjs}
          document={state.document}
          pageCount={state.pageCount}
          initialRatio={state.initialRatio}
          mode={mode}
        />
      )}
    </section>
  );
};
