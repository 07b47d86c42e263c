import { useCallback, useState } from 'react';
import { safeStorage } from '@qs/shared';
import type { ResultsView } from '../../plan-card';

const VIEW_KEY = 'qs-results-view';

/** Grid or list, remembered for the visitor's next visit. */
export const useResultsView = () => {
  const [view, setView] = useState<ResultsView>(() => (safeStorage.read<ResultsView>(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  const change = useCallback((next: ResultsView) => {
    setView(next);
    safeStorage.write(VIEW_KEY, next);
  }, []);
  return [view, change] as const;
};
