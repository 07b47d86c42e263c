import { startTransition, useCallback, useEffect, useState } from 'react';
import { reportClientError } from '../errors/report-error';
import { sliceOf, type ExposedComponent, type ExposedModuleId } from './exposed-modules';
import { loadExposed, resetSlice } from './federation';

export type ExposedModuleState<Id extends ExposedModuleId> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ExposedComponent<Id> }
  | { status: 'error'; error: Error };

/** Loads an exposed module and offers a retry that fetches the remote again (no page reload). */
export const useExposedModule = <Id extends ExposedModuleId>(id: Id) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ExposedModuleState<Id>>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadExposed(id).then(
      // The first render of a slice's page is the largest render of a visit: as a transition it is
      // time-sliced (the main thread is free every few ms) rather than one long task (issue 10, TBT).
      (Component) => active && startTransition(() => setState({ status: 'ready', Component })),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        reportClientError({ kind: 'remote-load', slice: sliceOf(id), message: `${id}: ${failure.message}` });
        if (active) setState({ status: 'error', error: failure });
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    resetSlice(sliceOf(id));
    setAttempt((count) => count + 1);
  }, [id]);

  return { state, retry, attempt };
};
