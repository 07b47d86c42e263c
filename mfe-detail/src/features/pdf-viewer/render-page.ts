import type { PDFPageProxy } from 'pdfjs-dist';
import type { Pdfjs } from './load-pdfjs';

export interface PageLayers {
  canvas: HTMLCanvasElement;
  /** The transparent, selectable copy of the page's text, over the canvas (read by screen readers). */
  textLayer: HTMLDivElement;
}

export interface PageRender {
  /** Settles when the text layer is complete (the prerender flag waits for it). */
  textDone: Promise<void>;
  /** Stops both layers, e.g. when the width changes and the page is drawn again. */
  cancel: () => void;
}

/** Draws one page at `width` CSS pixels: a canvas sharp at the screen's pixel ratio, and its text layer. */
export const renderPage = (pdfjs: Pdfjs, page: PDFPageProxy, width: number, { canvas, textLayer }: PageLayers): PageRender => {
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  const pixelRatio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * pixelRatio);
  canvas.height = Math.floor(viewport.height * pixelRatio);
  const drawing = page.render({ canvas, viewport, transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0] });
  // A page whose picture fails still has its text: the failure shows as a blank page, not as an error.
  // A cancelled drawing (the page is drawn again) rejects too.
  drawing.promise.catch(() => undefined);

  textLayer.replaceChildren();
  textLayer.style.setProperty('--scale-factor', String(viewport.scale));
  const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
  return {
    textDone: text.render(),
    cancel: () => {
      drawing.cancel();
      text.cancel();
    },
  };
};
