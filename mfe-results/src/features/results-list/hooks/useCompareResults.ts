import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  getPartner,
  useFirstScreenAnswer,
  type CompareAnswer,
  type Comparator,
  type CompareMetaData,
  type PaginationMode,
  type PlanCard,
  type Profile,
} from '@qs/shared';
import { challengeOf, getCompareResults } from '../api/get-compare-results';
import type { ResultsQuery } from '../../results-query';

export type ListStatus = 'loading' | 'ready' | 'robot' | 'error' | 'filter-error';

export interface ListState {
  status: ListStatus;
  plans: PlanCard[];
  meta: CompareMetaData | null;
  /** While loading: 'replace' shows placeholders instead of the list, 'append' after it (more-results mode). */
  pending: 'replace' | 'append' | null;
  /** The filter error's message (docs/product/results.md#list-states: a filter error clears the list). */
  message?: string;
  /** The robot answer's signed challenge, for 'Soy humano!' (docs/security.md#human-challenge). */
  challenge?: string;
}

const initialState: ListState = { status: 'loading', plans: [], meta: null, pending: 'replace' };

interface Loaded {
  key: string;
  pages: number;
  mode: PaginationMode;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

interface LoadedPages {
  result: CompareAnswer;
  mode: PaginationMode;
  /** In more-results mode, the pages before the asked one (a reloaded `?pagina=3` shows pages 1–3). */
  earlier: PlanCard[];
}

/** Page `page` of the list, and in more-results mode the pages before it; `append` asks that page alone. */
const loadPages = async (
  request: (page: number) => Promise<CompareAnswer>,
  page: number,
  append: boolean,
): Promise<LoadedPages> => {
  const result = await request(page);
  const mode = result.metaData.paginationMode ?? 'numbered';
  if (append || mode === 'numbered' || page === 1) return { result, mode, earlier: [] };
  const earlier = await Promise.all(range(1, page - 1).map(request));
  return { result, mode, earlier: earlier.flatMap((answer) => answer.data) };
};

const pageRequest =
  (comparator: Comparator, filters: Omit<ResultsQuery, 'page'>, profileKey: string, signal: AbortSignal) =>
  (pageNumber: number) =>
    getCompareResults(
      {
        comparator,
        query: { ...filters, page: pageNumber },
        page: pageNumber,
        profile: JSON.parse(profileKey) as Profile | null,
        partnerOrganizations: getPartner()?.allowedOrganizations ?? [],
      },
      signal,
    );

const readyState = ({ result, earlier }: LoadedPages): ListState => ({
  status: 'ready',
  plans: [...earlier, ...result.data],
  meta: result.metaData,
  pending: null,
});

/**
 * The plans of one comparator for the query in the URL. Page 1 and numbered pages replace the
 * list; in more-results mode the next page is appended, and a reloaded `?pagina=3` loads pages
 * 1–3. The same profile (an equal copy from the bus) never asks twice.
 */
export const useCompareResults = (comparator: Comparator, query: ResultsQuery, profile: Profile | null) => {
  const { page, ...filters } = query;
  const profileKey = JSON.stringify(profile);
  // What every visitor of this address sees (no profile): the server renders it and the page carries it.
  const firstScreen = useFirstScreenAnswer(
    profile === null ? `compare:${JSON.stringify([comparator.slug, filters, page])}` : null,
    (signal) => loadPages(pageRequest(comparator, filters, profileKey, signal), page, false),
  );
  const [state, setState] = useState<ListState>(() =>
    firstScreen?.status === 'ready' ? readyState(firstScreen.value) : initialState,
  );
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([comparator.slug, filters, profileKey, attempt]);
  const loaded = useRef<Loaded | null>(
    firstScreen?.status === 'ready' ? { key, pages: page, mode: firstScreen.value.mode } : null,
  );
  /** The first render showed the carried list: its first effect has nothing to ask. */
  const carried = useRef(firstScreen?.status === 'ready');

  useEffect(() => {
    if (carried.current) {
      carried.current = false;
      return;
    }
    const controller = new AbortController();
    const previous = loaded.current;
    const append = previous?.key === key && previous.mode === 'more' && page === previous.pages + 1;
    setState((current) =>
      append
        ? { ...current, status: 'loading', pending: 'append' }
        : { status: 'loading', plans: [], meta: current.meta, pending: 'replace' },
    );
    loadPages(pageRequest(comparator, filters, profileKey, controller.signal), page, append).then(
      ({ result, mode, earlier }) => {
        if (controller.signal.aborted) return;
        loaded.current = { key, pages: page, mode };
        // A page of cards is a lot to render on a phone: as a transition React renders it in
        // slices and yields between them, so the main thread is never blocked long (docs/architecture.md#layout-shift-and-long-tasks).
        startTransition(() =>
          setState((current) => ({
            status: 'ready',
            plans: append ? [...current.plans, ...result.data] : [...earlier, ...result.data],
            meta: result.metaData,
            pending: null,
          })),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        loaded.current = null;
        if (error instanceof ApiError && error.isBotSuspicion)
          setState({ ...initialState, status: 'robot', pending: null, challenge: challengeOf(error.body) });
        else if (error instanceof ApiError && error.status === 400)
          setState({ ...initialState, status: 'filter-error', pending: null, message: error.message });
        else setState({ ...initialState, status: 'error', pending: null });
      },
    );
    return () => controller.abort();
    // `filters` and `profileKey` are part of `key`.
  }, [key, page]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** A filter's own data failed (organizations of a type): the list is cleared with its message. */
  const failFilter = useCallback((message: string) => {
    loaded.current = null;
    setState({ ...initialState, status: 'filter-error', pending: null, message });
  }, []);
  return { state, reload, failFilter };
};
