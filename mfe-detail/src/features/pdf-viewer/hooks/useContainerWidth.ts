import { useEffect, useState, type RefObject } from 'react';

/** Width used before layout is known (and in environments without layout). */
export const FALLBACK_WIDTH = 800;
/** Re-rendering canvases is costly: wait until the resize settles. */
export const RESIZE_DEBOUNCE_MS = 200;

const widthOf = (element: HTMLElement | null): number => {
  const width = element?.clientWidth ?? 0;
  return width > 0 ? width : FALLBACK_WIDTH;
};

/** The element's content width, updated (debounced) when it resizes. */
export const useContainerWidth = (ref: RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(() => widthOf(ref.current));

  useEffect(() => {
    const element = ref.current;
    setWidth(widthOf(element));
    if (!element) return undefined;
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(widthOf(element)), RESIZE_DEBOUNCE_MS);
    };
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => {
        window.clearTimeout(timer);
        window.removeEventListener('resize', update);
      };
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);

  return width;
};
