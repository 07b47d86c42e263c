import { useEffect, useState } from 'react';
import { readingHeading } from '../model/reading-heading';

/** How close to the bottom counts as the end of the page (rounding of fractional scroll positions). */
const PAGE_END_SLACK_PX = 2;

/**
 * The id of the heading the visitor is reading (model/reading-heading.ts), among the elements with `ids` inside
 * `root`, read again on every scroll and resize (once a frame). Positions rather than an IntersectionObserver: an
 * observer only reports a heading crossing its threshold, so a heading that was already on screen when the page
 * opened never reported again, and the menu kept its mark on the first one. Null before any heading was seen.
 */
export const useScrollSpy = (ids: readonly string[], root: HTMLElement | null): string | null => {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (!root) return undefined;
    const wanted = new Set(key.split(' ').filter(Boolean));
    const elements = [...root.querySelectorAll<HTMLElement>('[id]')].filter((element) => wanted.has(element.id));
    if (elements.length === 0) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = document.documentElement;
      const atPageEnd =
        window.scrollY > 0 && window.innerHeight + window.scrollY >= page.scrollHeight - PAGE_END_SLACK_PX;
      const tops = elements.map((element) => ({ id: element.id, top: element.getBoundingClientRect().top }));
      const reading = readingHeading(tops, window.innerHeight, atPageEnd);
      // Once a heading was read, the mark stays (past the article, in the footer) until another one is.
      if (reading !== null) setActive(reading);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key, root]);

  return active;
};
