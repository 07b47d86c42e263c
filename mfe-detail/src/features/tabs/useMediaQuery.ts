import { useSyncExternalStore } from 'react';

/** Seed 001 §2 "on mobile": the site's phone breakpoint (below 780 px). */
export const PHONE_QUERY = '(max-width: 779.98px)';

/** Whether a media query matches, following changes (window resize, rotation). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
