import { useEffect, type RefObject } from 'react';

/**
 * While a fixed bottom bar shows, the page gets that much room at its end, so the bar never covers the
 * last content (the footer's last line, the last card).
 */
export const useReservedBottom = (ref: RefObject<HTMLElement | null>, active: boolean) => {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const { body } = document;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, [ref, active]);
};
