import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrated } from '../ui/useHydrated';

/**
 * State that starts from what this browser stored (`read`), drawn as `nothingStored` on the server
 * and in the hydration render (what every visitor of the address sees), then read from storage right
 * after hydration. A plain browser render reads storage at once, as a `useState` initialiser would.
 * `read` is called once per mount: later changes go through the returned setter.
 */
export const useStoredState = <T>(read: () => T, nothingStored: T): [T, Dispatch<SetStateAction<T>>] => {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? read() : nothingStored));
  const readAfterHydration = useRef(!hydrated);
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(() => {
    if (!readAfterHydration.current) return;
    readAfterHydration.current = false;
    setValue(latestRead.current());
  }, []);
  return [value, setValue];
};
