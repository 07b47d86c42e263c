import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates that markup; true on any
 * other browser render (a plain `createRoot` render, and the re-render React schedules right after
 * hydration). Browser-only state read during render waits for `true`, so the hydration render draws
 * exactly what the server drew.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
