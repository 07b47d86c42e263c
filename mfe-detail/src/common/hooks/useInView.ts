import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen below a fixed band of `topOffset` px (the site header). True until
 * measured and where IntersectionObserver is missing, so nothing extra shows by default.
 */
export const useInView = (ref: RefObject<Element | null>, topOffset: number): boolean => {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true), {
      rootMargin: `-${topOffset}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, topOffset]);
  return inView;
};
