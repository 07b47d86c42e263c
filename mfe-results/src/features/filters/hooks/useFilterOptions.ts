import { useEffect, useRef, useState } from 'react';

export type FilterOptionsState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/**
 * Loads a filter's options (cached by the API client). A failure is a filter error: the panel
 * shows its message with 'Reintentar' and the page clears the list (docs/product/results.md#list-states).
 */
export const useFilterOptions = <T>(key: string, load: () => Promise<T>, onFilterError: (message: string) => void) => {
  const [state, setState] = useState<FilterOptionsState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const report = useRef(onFilterError);
  report.current = onFilterError;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', message });
        report.current(message);
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]); // `load` is identified by `key`

  return { state, retry: () => setAttempt((count) => count + 1) };
};
