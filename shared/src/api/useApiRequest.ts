import { startTransition, use, useContext, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';
import { PageDataContext, seededRequest, type PageDataStore, type SettledRequest } from './page-data';

export type ApiRequestState<T> = { status: 'loading' } | SettledRequest<T>;

const LOADING = { status: 'loading' } as const;

/**
 * Runs one cancellable API request per `key` (a new key cancels the previous one) and offers
 * `retry`. A 404 is its own state, so pages can fall back instead of showing an error.
 *
 * Server rendering: on the server the render waits for the answer (the slot's Suspense boundary streams when
 * it is there) and the page carries it (page-data.ts); in the browser the first render starts from that answer
 * and does not ask again. A key names one request: two calls with the same key are the same request.
 * `serverWaits: false` is for the shell, which has no Suspense boundary to wait in: the server renders the answer if
 * the server renderer already has it (it asks the shell's requests first) and loading otherwise, and the browser
 * then asks.
 */
export const useApiRequest = <T>(
  key: string | null,
  request: (signal: AbortSignal) => Promise<T>,
  { serverWaits = true }: { serverWaits?: boolean } = {},
) => {
  const server = useContext(PageDataContext);
  // The server renders with its own answers; the browser's first render starts from the page's.
  const [seed] = useState(() => (server || key === null ? undefined : seededRequest<T>(key)));
  /** The key whose answer came with the page, until another key or a retry asks. */
  const seededKey = useRef(seed ? key : null);
  const [state, setState] = useState<ApiRequestState<T>>(() => seed ?? LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'not-found' });
      return;
    }
    // The state is the server's answer: nothing to ask, also when React runs this effect again for the same key (a
    // boundary shown again). A retry or another key asks.
    if (seededKey.current === key && attempt === 0) return;
    seededKey.current = null;
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
  if (server) return { state: serverState(server, key, request, serverWaits), retry };
  return { state, retry };
};

const serverState = <T>(
  server: PageDataStore,
  key: string | null,
  request: (signal: AbortSignal) => Promise<T>,
  waits: boolean,
): ApiRequestState<T> => {
  if (key === null) return { status: 'not-found' };
  // `use` suspends this render until the answer is there.
  if (waits) return use(server.read(key, request));
  return server.ready<T>(key) ?? LOADING;
};

/**
 * The answer a render starts from when the page was rendered by the server, for a component that keeps its own
 * state (a list that pages and filters): on the server the render waits for it (as `useApiRequest`) and the page
 * carries it; in the browser the first render gets the carried answer (undefined when there is none, or `key` is
 * null) and asks nothing. The component then asks as it always did for what changes after.
 */
export const useFirstScreenAnswer = <T>(
  key: string | null,
  request: (signal: AbortSignal) => Promise<T>,
): SettledRequest<T> | undefined => {
  const server = useContext(PageDataContext);
  const [seeded] = useState(() => (server || key === null ? undefined : seededRequest<T>(key)));
  if (server && key !== null) return use(server.read(key, request));
  return seeded;
};
