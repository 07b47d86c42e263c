import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true. True at once where
 * IntersectionObserver is missing, so nothing stays unloaded there.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '400px'): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
};
