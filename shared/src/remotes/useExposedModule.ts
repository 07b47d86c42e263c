import { startTransition, useCallback, useEffect, useState } from 'react';
import { reportClientError } from '../errors/report-error';
import { sliceOf, type ExposedComponent, type ExposedModuleId, type Slice } from './exposed-modules';
import { loadExposed, resetSlice } from './federation';

export type ExposedModuleState<Id extends ExposedModuleId> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ExposedComponent<Id> }
  | { status: 'error'; error: Error };

/**
 * The slots showing a slice's error panel right now. A remote that is down fails every area of the
 * page that composes it (a plan page has the forms slice in its FAQ and its contact column), and the
 * one Reintentar the visitor clicks must bring all of them back, not leave the others in error.
 */
const failedSlots = new Map<Slice, Set<() => void>>();

/** Loads an exposed module and offers a retry that fetches the remote again (no page reload). */
export const useExposedModule = <Id extends ExposedModuleId>(id: Id) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ExposedModuleState<Id>>({ status: 'loading' });
  const loadAgain = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadExposed(id).then(
      // The first render of a slice's page is the largest render of a visit: as a transition it is
      // time-sliced (the main thread is free every few ms) rather than one long task (docs/architecture.md#layout-shift-and-long-tasks).
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

  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const slice = sliceOf(id);
    const slots = failedSlots.get(slice) ?? new Set();
    failedSlots.set(slice, slots);
    slots.add(loadAgain);
    return () => {
      slots.delete(loadAgain);
    };
  }, [id, failed, loadAgain]);

  const retry = useCallback(() => {
    const slice = sliceOf(id);
    resetSlice(slice);
    // This slot (also after a render error, when it is not in the set) and every other failed one.
    for (const again of new Set([loadAgain, ...(failedSlots.get(slice) ?? [])])) again();
  }, [id, loadAgain]);

  return { state, retry, attempt };
};
