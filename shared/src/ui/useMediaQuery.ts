import { useCallback } from 'react';
import { useBrowserSnapshot } from './useHydrated';

/**
 * Whether a media query matches now, kept live as the window is resized (false where matchMedia is missing). False on the
 * server and in the hydration render, then the browser's answer (useBrowserSnapshot).
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserSnapshot(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
};
