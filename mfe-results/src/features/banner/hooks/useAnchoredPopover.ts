import { useLayoutEffect, type RefObject } from 'react';

const GAP_PX = 8;
const EDGE_PX = 8;

/**
 * Below the anchor when it fits, else above it, else as low as the window allows: a fixed panel
 * that runs past the bottom edge could never be scrolled into view on a phone.
 */
export const verticalPlace = (anchor: Pick<DOMRect, 'top' | 'bottom'>, height: number, viewport: number): number => {
  const below = anchor.bottom + GAP_PX;
  if (below + height <= viewport - EDGE_PX) return below;
  const above = anchor.top - GAP_PX - height;
  if (above >= EDGE_PX) return above;
  return Math.max(EDGE_PX, viewport - height - EDGE_PX);
};

/**
 * Shows a mounted `popover="manual"` element in the top layer (native Popover API: above the
 * page, never clipped by the banner) and keeps it just below its anchor while the page scrolls.
 * Without the API the same fixed coordinates still place it; no library is shipped for this.
 */
export const useAnchoredPopover = (
  popover: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
) => {
  useLayoutEffect(() => {
    const panel = popover.current;
    if (!open || !panel) return;
    if (typeof panel.showPopover === 'function' && !panel.matches(':popover-open')) panel.showPopover();

    const place = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const maxLeft = window.innerWidth - panel.offsetWidth - EDGE_PX;
      panel.style.top = `${Math.round(verticalPlace(box, panel.offsetHeight, window.innerHeight))}px`;
      panel.style.left = `${Math.round(Math.max(EDGE_PX, Math.min(box.left, maxLeft)))}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [popover, anchor, open]);
};
