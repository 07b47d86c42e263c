import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Pdfjs } from '../model/load-pdfjs';
import { hasMorePages, PAGE_CAP, pageNavigation, shownPageCount, type ViewerMode } from '../model/page-plan';
import { PdfNavigation } from './PdfNavigation';
import { PdfPage } from './PdfPage';
import { usePrerenderReady } from '../hooks/prerender';
import { useContainerWidth } from '../hooks/useContainerWidth';
import { useCurrentPage } from '../hooks/useCurrentPage';
import { useTextLayers } from '../hooks/useTextLayers';

export interface PdfPagesProps {
  pdfjs: Pdfjs;
  document: PDFDocumentProxy;
  pageCount: number;
  initialRatio: number;
  mode: ViewerMode;
}

/** A loaded document: its pages, 'Seguir leyendo...' on a full page, previous/next in a modal. */
export const PdfPages = ({ pdfjs, document, pageCount, initialRatio, mode }: PdfPagesProps) => {
  const { t } = useTranslation('detail');
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(listRef);
  const pages = useRef(new Map<number, HTMLElement>());
  const focusAfterReveal = useRef<number | null>(null);
  const { report, allDone } = useTextLayers();
  const { current, goTo } = useCurrentPage(pageCount, pages, mode === 'modal');
  const shown = shownPageCount(pageCount, mode, expanded);
  usePrerenderReady(allDone);

  const register = useCallback((page: number, element: HTMLElement | null) => {
    if (element) pages.current.set(page, element);
    else pages.current.delete(page);
  }, []);

  // The revealed pages follow the button, which disappears: the visitor continues at the first of them.
  useEffect(() => {
    if (focusAfterReveal.current === null) return;
    pages.current.get(focusAfterReveal.current)?.focus();
    focusAfterReveal.current = null;
  }, [shown]);

  const reveal = () => {
    focusAfterReveal.current = PAGE_CAP + 1;
    setExpanded(true);
  };

  return (
    <div className={`qs-pdf qs-pdf--${mode}`}>
      {mode === 'modal' && <PdfNavigation navigation={pageNavigation(current, pageCount)} onGo={goTo} />}
      <div ref={listRef} className="qs-pdf__pages">
        {Array.from({ length: shown }, (_, index) => (
          <PdfPage
            key={index + 1}
            pdfjs={pdfjs}
            document={document}
            pageNumber={index + 1}
            pageCount={pageCount}
            width={width}
            initialRatio={initialRatio}
            onTextLayer={report}
            register={register}
          />
        ))}
      </div>
      {hasMorePages(pageCount, mode, expanded) && (
        <button type="button" className="qs-button qs-pdf__more" onClick={reveal}>
          {t('pdf.readMore')}
        </button>
      )}
    </div>
  );
};
