import { useEffect, useState, type RefObject } from 'react';

/** Pages start drawing this far before they scroll into view, so the visitor rarely sees a blank one. */
const AHEAD = '600px 0px';

export interface Nearness {
  /** Within reach of the viewport now. */
  near: boolean;
  /** Has been near at least once. */
  reached: boolean;
}

/**
 * Whether the element is near the viewport: a long document draws only the pages the visitor approaches
 * instead of blocking the main thread with all of them. Without IntersectionObserver everything is near.
 */
export const useNearViewport = (ref: RefObject<HTMLElement | null>): Nearness => {
  const [nearness, setNearness] = useState<Nearness>(() => {
    const always = typeof IntersectionObserver === 'undefined';
    return { near: always, reached: always };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const near = entry?.isIntersecting ?? false;
        setNearness((previous) => (previous.near === near ? previous : { near, reached: previous.reached || near }));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return nearness;
};
