import { startTransition, use, useContext, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';
import { PageDataContext, seededRequest, type SettledRequest } from './page-data';

export type ApiRequestState<T> = { status: 'loading' } | SettledRequest<T>;

const LOADING = { status: 'loading' } as const;

/**
 * Runs one cancellable API request per `key` (a new key cancels the previous one) and offers
 * `retry`. A 404 is its own state, so pages can fall back instead of showing an error.
 *
 * Server rendering: on the server the render waits for the answer (the slot's Suspense boundary streams when
 * it is there) and the page carries it (page-data.ts); in the browser the first render starts from that answer
 * and does not ask again. A key names one request: two calls with the same key are the same request.
 */
export const useApiRequest = <T,>(key: string | null, request: (signal: AbortSignal) => Promise<T>) => {
  const server = useContext(PageDataContext);
  // The server renders with its own answers; the browser's first render starts from the page's.
  const seeded = useRef(server || key === null ? undefined : seededRequest<T>(key));
  const [state, setState] = useState<ApiRequestState<T>>(() => seeded.current ?? LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'not-found' });
      return;
    }
    // The first render had the server's answer: nothing to ask (a retry or another key asks).
    if (seeded.current && attempt === 0) {
      seeded.current = undefined;
      return;
    }
    const controller = new AbortController();
    setState(LOADING);
    request(controller.signal).then(
      // The answer usually renders a whole page: as a transition React renders it in slices and yields
      // to the browser between them, instead of one long task that blocks input (docs/architecture.md#layout-shift-and-long-tasks).
      (value) => startTransition(() => setState({ status: 'ready', value })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]); // `request` is identified by `key`

  const retry = () => setAttempt((count) => count + 1);
  // On the server: the answer, waited for (`use` suspends this render until it is there).
  if (server) return { state: key === null ? ({ status: 'not-found' } as const) : use(server.read(key, request)), retry };
  return { state, retry };
};

/**
 * The answer a render starts from when the page was rendered by the server, for a component that keeps its own
 * state (a list that pages and filters): on the server the render waits for it (as `useApiRequest`) and the page
 * carries it; in the browser the first render gets the carried answer (undefined when there is none, or `key` is
 * null) and asks nothing. The component then asks as it always did for what changes after.
 */
export const useFirstScreenAnswer = <T,>(key: string | null, request: (signal: AbortSignal) => Promise<T>): SettledRequest<T> | undefined => {
  const server = useContext(PageDataContext);
  const [seeded] = useState(() => (server || key === null ? undefined : seededRequest<T>(key)));
  if (server && key !== null) return use(server.read(key, request));
  return seeded;
};
