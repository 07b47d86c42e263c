import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Pdfjs } from '../model/load-pdfjs';
import { drawCanvas, drawTextLayer, releaseCanvas, type LayerTask } from '../model/render-page';
import { useNearViewport } from '../hooks/useNearViewport';
import type { TextLayerState } from '../hooks/useTextLayers';

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
export const PdfPage = ({
  pdfjs,
  document,
  pageNumber,
  pageCount,
  width,
  initialRatio,
  onTextLayer,
  register,
}: PdfPageProps) => {
  const { t } = useTranslation('detail');
  const pageRef = useRef<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const { near, reached } = useNearViewport(pageRef);
  const [ratio, setRatio] = useState(initialRatio);

  // The text layer is drawn once the page is first reached and then kept: it is light, the visitor
  // can select it, and screen readers and prerender services read it.
  useEffect(() => {
    const container = textRef.current;
    if (!reached || !container) return undefined;
    let active = true;
    let task: LayerTask | null = null;
    onTextLayer(pageNumber, 'pending');
    document
      .getPage(pageNumber)
      .then((page) => {
        if (!active) return undefined;
        const size = page.getViewport({ scale: 1 });
        setRatio(size.height / size.width);
        task = drawTextLayer(pdfjs, page, width, container);
        return task.done;
      })
      // A page that cannot be read must not hold the prerender flag back forever.
      .catch(() => undefined)
      .then(() => {
        if (active) onTextLayer(pageNumber, 'done');
      });
    return () => {
      active = false;
      task?.cancel();
    };
  }, [reached, width, pageNumber, document, pdfjs, onTextLayer]);

  // The picture exists only while the page is near the viewport: 46 pages of canvases would hold
  // hundreds of MB on a phone.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || !canvas) return undefined;
    let active = true;
    let task: LayerTask | null = null;
    void document.getPage(pageNumber).then(
      (page) => {
        if (active) task = drawCanvas(page, width, canvas);
      },
      () => undefined,
    );
    return () => {
      active = false;
      task?.cancel();
      releaseCanvas(canvas);
    };
  }, [near, width, pageNumber, document]);

  // A group, not a landmark: a long document would otherwise flood the landmark list with its pages.
  return (
    <div
      role="group"
      ref={(element) => {
        pageRef.current = element;
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
    </div>
  );
};
