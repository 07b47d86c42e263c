import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Pdfjs } from './load-pdfjs';
import { renderPage, type PageRender } from './render-page';
import { useNearViewport } from './useNearViewport';
import type { TextLayerState } from './useTextLayers';

export interface PdfPageProps {
  pdfjs: Pdfjs;
  document: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  /** CSS pixels the page is drawn at (the document container's width). */
  width: number;
  /** Height / width of the first page: every page reserves it before its own size is known. */
  initialRatio: number;
  onTextLayer: (page: number, state: TextLayerState) => void;
  /** Registers the page's element, for scrolling to it and focusing it. */
  register: (page: number, element: HTMLElement | null) => void;
}

/** One page: its height reserved up front, drawn (canvas and text layer) when it nears the viewport. */
export const PdfPage = ({ pdfjs, document, pageNumber, pageCount, width, initialRatio, onTextLayer, register }: PdfPageProps) => {
  const { t } = useTranslation('detail');
  const sectionRef = useRef<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sectionRef);
  const [ratio, setRatio] = useState(initialRatio);

  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!near || !canvas || !textLayer) return undefined;
    let active = true;
    let job: PageRender | null = null;
    onTextLayer(pageNumber, 'pending');
    document
      .getPage(pageNumber)
      .then((page) => {
        if (!active) return undefined;
        const size = page.getViewport({ scale: 1 });
        setRatio(size.height / size.width);
        job = renderPage(pdfjs, page, width, { canvas, textLayer });
        return job.textDone;
      })
      // A page that cannot be read must not hold the prerender flag back forever.
      .catch(() => undefined)
      .then(() => {
        if (active) onTextLayer(pageNumber, 'done');
      });
    return () => {
      active = false;
      job?.cancel();
    };
  }, [near, width, pageNumber, document, pdfjs, onTextLayer]);

  return (
    <section
      ref={(element) => {
        sectionRef.current = element;
        register(pageNumber, element);
      }}
      className="qs-pdf-page"
      aria-label={t('pdf.pageLabel', { page: pageNumber, total: pageCount })}
      tabIndex={-1}
      data-page={pageNumber}
      style={{ aspectRatio: `1 / ${ratio}` }}
    >
      {/* The picture only: the text layer above it carries the words for screen readers. */}
      <canvas ref={canvasRef} className="qs-pdf-page__canvas" aria-hidden="true" />
      <div ref={textRef} className="textLayer qs-pdf-page__text" />
    </section>
  );
};
