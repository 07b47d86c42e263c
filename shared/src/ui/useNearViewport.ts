import { useEffect, type RefObject } from 'react';
import { useBrowserState } from './useBrowserState';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true. True at once where
 * IntersectionObserver is missing, so nothing stays unloaded there; false on the server and in the hydration
 * render, whatever the browser (the server cannot tell how near anything is).
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '400px'): boolean => {
  const [near, setNear] = useBrowserState(() => typeof IntersectionObserver === 'undefined', false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
};
