import { startTransition, useEffect, useState } from 'react';
import { ApiError } from './api-error';

export type ApiRequestState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'error' };

/**
 * Runs one cancellable API request per `key` (a new key cancels the previous one) and offers
 * `retry`. A 404 is its own state, so pages can fall back instead of showing an error.
 */
export const useApiRequest = <T,>(key: string | null, request: (signal: AbortSignal) => Promise<T>) => {
  const [state, setState] = useState<ApiRequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
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

  return { state, retry: () => setAttempt((count) => count + 1) };
};
