import { useCallback } from 'react';
import { safeStorage, useBrowserState } from '@qs/shared';
import type { ResultsView } from '../../plan-card';

const VIEW_KEY = 'qs-results-view';

const storedView = (): ResultsView => (safeStorage.read<ResultsView>(VIEW_KEY) === 'list' ? 'list' : 'grid');

/** Grid or list, remembered for the visitor's next visit (grid on the server and in the hydration render). */
export const useResultsView = () => {
  const [view, setView] = useBrowserState<ResultsView>(storedView, 'grid');
  const change = useCallback((next: ResultsView) => {
    setView(next);
    safeStorage.write(VIEW_KEY, next);
  }, []);
  return [view, change] as const;
};
