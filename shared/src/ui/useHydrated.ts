import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates that markup; true on any other browser
 * render (a plain `createRoot` render, a component mounted after the page started). Browser-only state read during
 * render waits for `true`, so the hydration render draws exactly what the server drew.
 *
 * A hydrated component turns `true` in a transition after hydration: React renders that in slices, at low priority.
 * (A `useSyncExternalStore` whose browser value differs from the server's is re-rendered synchronously right after
 * hydration instead: for a component as big as a results page, one long task that keeps a phone from answering.)
 */
export const useHydrated = (): boolean => {
  // React asks for the server's value only when it hydrates this component (or renders it on the server).
  const hydrating = useRef(false);
  const browserRender = useSyncExternalStore(
    subscribeToNothing,
    // The same value as the hydration render's for a hydrated component, so React has nothing to re-render.
    () => !hydrating.current,
    () => {
      hydrating.current = true;
      return false;
    },
  );
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (hydrating.current) startTransition(() => setSettled(true));
  }, []);
  return browserRender || settled;
};

/**
 * `useSyncExternalStore` for a value only the browser knows (a media query, storage): the server's value on the server
 * and in the hydration render, the store's own once `useHydrated` is true. Its changes afterwards are synchronous, as
 * a store's are; the first switch from the server's value is the transition `useHydrated` schedules.
 */
export const useBrowserSnapshot = <T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T => {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
};
