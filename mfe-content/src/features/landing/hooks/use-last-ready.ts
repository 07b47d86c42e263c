import { useState } from 'react';
import type { ApiRequestState } from '@qs/shared';

/**
 * The value of the latest answer, kept while the next request loads: a page that filters or pages
 * itself stays on screen (and the control the visitor is using keeps its focus) instead of a spinner.
 * Null until a first answer.
 */
export const useLastReady = <T>(state: ApiRequestState<T>): T | null => {
  const [last, setLast] = useState<T | null>(null);
  if (state.status === 'ready' && state.value !== last) setLast(state.value);
  return state.status === 'ready' ? state.value : last;
};
