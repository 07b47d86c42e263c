import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 6;
const MARGIN = 8;
const MIN_ROOM = 240;

/** Where a box under `anchor` fits in the viewport: below it, or above it when there is no room. */
export const placeBelowOrAbove = (anchor: DOMRect, viewport: { width: number; height: number }): CSSProperties => {
  const below = viewport.height - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const left = Math.max(
    MARGIN,
    Math.min(anchor.left, viewport.width - MARGIN - Math.min(440, viewport.width - 2 * MARGIN)),
  );
  if (below >= MIN_ROOM || below >= above) return { top: anchor.bottom + GAP, left, maxHeight: Math.max(below, 120) };
  return { bottom: viewport.height - anchor.top + GAP, left, maxHeight: above };
};

/**
 * The fixed position of a box shown in the top layer under its button, kept while the page or a
 * scrolling container moves: in the top layer no container (a banner's overflow, a modal's
 * scrolling body) clips it.
 */
export const useAnchoredPosition = (anchorRef: RefObject<HTMLElement | null>, open: boolean): CSSProperties => {
  const [style, setStyle] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      if (anchor) setStyle(placeBelowOrAbove(anchor, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchorRef]);

  return style;
};
