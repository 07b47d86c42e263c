import { useEffect, useState, type RefObject } from 'react';

/** Pages start drawing this far before they scroll into view, so the visitor rarely sees a blank one. */
const AHEAD = '600px 0px';

/**
 * True once the element comes near the viewport (and from then on): a long document draws only the
 * pages the visitor approaches instead of blocking the main thread with all of them.
 */
export const useNearViewport = (ref: RefObject<HTMLElement | null>): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);

  return near;
};
