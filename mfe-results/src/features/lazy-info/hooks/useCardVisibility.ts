import { useEffect, type RefObject } from 'react';
import { useBrowserState } from '@qs/shared';
import type { VisibilityState } from '../model/types';
import { isCrawler } from '../model/is-crawler';

/** docs/product/results.md#lazy-card-info: visibility debounce 1000 ms, margin 150 px. */
export const VISIBILITY_DEBOUNCE_MS = 1000;
export const VISIBILITY_ROOT_MARGIN = '150px';

const initialState = (): VisibilityState =>
  typeof navigator !== 'undefined' && isCrawler(navigator.userAgent) ? 'PreRendering' : 'Pending';

/**
 * The card's visibility state: Pending until it has stayed within 150 px of the viewport for 1 s, then
 * Visible; PreRendering at once for crawlers, which never scroll. A card that leaves the viewport before the
 * debounce ends stays Pending (only Pending and PreRendering cards load; a Visible one has already loaded);
 * NotVisible where the browser cannot observe. Pending on the server and in the hydration render, which
 * cannot tell a crawler's browser (Node has a navigator of its own).
 */
export const useCardVisibility = (ref: RefObject<Element | null>): VisibilityState => {
  const [state, setState] = useBrowserState<VisibilityState>(initialState, 'Pending');

  useEffect(() => {
    const element = ref.current;
    if (state !== 'Pending' || !element) return undefined;
    // Without IntersectionObserver nothing can tell that the card is seen: it stays without its extras
    // rather than loading every card of the page at once.
    if (typeof IntersectionObserver === 'undefined') {
      setState('NotVisible');
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        timer = inView ? setTimeout(() => setState('Visible'), VISIBILITY_DEBOUNCE_MS) : undefined;
      },
      { rootMargin: VISIBILITY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, state]);

  return state;
};
