import { useEffect, useState } from 'react';

/** The article observer's threshold, and the ratio at which a heading becomes the active one (docs/product/content.md#article-side-menu). */
export const SCROLL_SPY_THRESHOLD = 0.75;
export const ACTIVE_RATIO = 0.45;

/**
 * The id of the heading the visitor is reading: the elements with `ids` are observed (threshold 0.75) and
 * the topmost one seen at a ratio of at least 0.45 becomes active; it stays active until another one is,
 * so the menu keeps a mark while a long section scrolls by. Null before any heading was seen.
 */
export const useScrollSpy = (ids: readonly string[], root: HTMLElement | null): string | null => {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const wanted = new Set(key.split(' ').filter(Boolean));
    const elements = [...root.querySelectorAll<HTMLElement>('[id]')].filter((element) => wanted.has(element.id));
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= ACTIVE_RATIO)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (seen[0]) setActive(seen[0].target.id);
      },
      { threshold: SCROLL_SPY_THRESHOLD },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [key, root]);

  return active;
};
