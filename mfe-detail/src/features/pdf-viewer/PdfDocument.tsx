export interface PdfDocumentProps {
  /** Site URL of the PDF (the tab's `file.url`). */
  url: string;
  /** The tab's title, for the loading spinner and the document's accessible name. */
  title: string;
  /** Full page: the first 7 pages, then 'Seguir leyendo...'. Modal: every page with previous/next. */
  mode: 'page' | 'modal';
}

/** A tab's PDF, rendered with pdf.js (seed 001 §2 PDF viewer). Contract only; built by the PDF feature. */
export const PdfDocument = (_props: PdfDocumentProps) => null;

// Loaded with React.lazy only when a tab with a file opens.
export default PdfDocument;
