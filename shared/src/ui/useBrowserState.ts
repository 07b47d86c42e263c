import { startTransition, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrated } from './useHydrated';

/**
 * State that starts from something only the browser knows (`read`: storage, a browser API), drawn as
 * `onServer` on the server and in the hydration render (what every visitor of the address sees), then
 * read right after hydration, in a transition. A plain browser render reads at once, as a `useState` initialiser would.
 * `read` is called once per mount: later changes go through the returned setter.
 */
export const useBrowserState = <T>(read: () => T, onServer: T): [T, Dispatch<SetStateAction<T>>] => {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? read() : onServer));
  const readAfterHydration = useRef(!hydrated);
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(() => {
    if (!readAfterHydration.current) return;
    readAfterHydration.current = false;
    // A transition, like useHydrated's: React re-renders the hydrated page in slices, not in one long task.
    startTransition(() => setValue(latestRead.current()));
  }, []);
  return [value, setValue];
};
