import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS } from '../layout';
import { isHeaderHiddenAfterScroll } from './header-scroll';

/** Whether the header should be hidden; follows the window's scroll only while `enabled`. */
export const useHideOnScroll = (enabled: boolean): boolean => {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let previousY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      // The updater runs later, during render: it must not read the mutable `previousY`.
      const step = { previousY, currentY: window.scrollY };
      setHidden((hidden) => isHeaderHiddenAfterScroll({ ...step, hidden }));
      previousY = step.currentY;
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);

  return enabled && hidden;
};
