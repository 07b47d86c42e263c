import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Comparator } from '@qs/shared';
import { parseResultsQuery, writeResultsQuery, type ResultsQuery } from '../model/results-query';

/**
 * The results view as the URL holds it. Filter and sort changes replace the history entry;
 * a page change pushes one, so Back returns to the previous page of results.
 */
export const useResultsQuery = (comparator: Comparator) => {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseResultsQuery(params, comparator), [params, comparator]);

  const setQuery = useCallback(
    (next: ResultsQuery) =>
      setParams((current) => writeResultsQuery(current, next, comparator), {
        replace: next.page === parseResultsQuery(params, comparator).page,
        preventScrollReset: true,
      }),
    [setParams, params, comparator],
  );

  return { query, setQuery };
};
