import type { PDFPageProxy } from 'pdfjs-dist';
import type { Pdfjs } from './load-pdfjs';

/** Canvas size cap (pixels), so one page on a large 3x screen stays within a sane amount of memory. */
const MAX_CANVAS_PIXELS = 8_000_000;

export interface LayerTask {
  /** Settles when the layer is complete (the prerender flag waits for text layers). */
  done: Promise<void>;
  /** Stops the layer, e.g. when the width changes and the page is drawn again. */
  cancel: () => void;
}

const viewportAt = (page: PDFPageProxy, width: number) =>
  page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });

/** The page's picture at `width` CSS pixels, sharp at the screen's pixel ratio. */
export const drawCanvas = (page: PDFPageProxy, width: number, canvas: HTMLCanvasElement): LayerTask => {
  const viewport = viewportAt(page, width);
  const pixelRatio = Math.min(
    window.devicePixelRatio || 1,
    Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
  );
  canvas.width = Math.floor(viewport.width * pixelRatio);
  canvas.height = Math.floor(viewport.height * pixelRatio);
  const drawing = page.render({
    canvas,
    viewport,
    transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
  });
  // A page whose picture fails still has its text: it shows blank rather than as an error. A cancelled
  // drawing (the page is drawn again, or released) rejects too.
  return { done: drawing.promise.catch(() => undefined), cancel: () => drawing.cancel() };
};

/** Frees a canvas's pixels (a page far from the viewport); the page keeps its size through CSS. */
export const releaseCanvas = (canvas: HTMLCanvasElement) => {
  canvas.width = 0;
  canvas.height = 0;
};

/** The transparent, selectable copy of the page's text over the canvas (read by screen readers). */
export const drawTextLayer = (
  pdfjs: Pdfjs,
  page: PDFPageProxy,
  width: number,
  container: HTMLDivElement,
): LayerTask => {
  const viewport = viewportAt(page, width);
  container.replaceChildren();
  container.style.setProperty('--scale-factor', String(viewport.scale));
  const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
  return { done: text.render(), cancel: () => text.cancel() };
};
