import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { clampPage } from '../model/page-plan';

/** A button's jump scrolls past other pages: their crossings must not move the indicator meanwhile. */
const JUMP_SETTLE_MS = 1000;

/**
 * The page the modal's indicator shows: set by previous/next (which scroll that page into view) and
 * followed while the visitor scrolls (the page crossing the middle of the viewport).
 */
export const useCurrentPage = (pageCount: number, pages: RefObject<Map<number, HTMLElement>>, follow: boolean) => {
  const [current, setCurrent] = useState(1);
  const jumpedAt = useRef(0);

  const goTo = useCallback(
    (page: number) => {
      const target = clampPage(page, pageCount);
      jumpedAt.current = Date.now();
      setCurrent(target);
      pages.current.get(target)?.scrollIntoView?.({ block: 'start' });
    },
    [pageCount, pages],
  );

  useEffect(() => {
    if (!follow || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (Date.now() - jumpedAt.current < JUMP_SETTLE_MS) return;
        const crossing = entries.find((entry) => entry.isIntersecting);
        const page = Number((crossing?.target as HTMLElement | undefined)?.dataset.page);
        if (page) setCurrent(page);
      },
      { rootMargin: '-50% 0px -50% 0px' },
    );
    pages.current.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [follow, pageCount, pages]);

  return { current, goTo };
};
