import { useCallback, useEffect, useState } from 'react';
import { sliceOf, type ExposedModuleId, type Slice } from './exposed-modules';
import { loadGeneration, resetSlice } from './federation';

/**
 * The slots showing a slice's error panel right now. A remote that is down fails every area of the
 * page that composes it (a plan page has the forms slice in its FAQ and its contact column), and the
 * one Reintentar the visitor clicks must bring all of them back, not leave the others in error.
 */
const failedSlots = new Map<Slice, Set<() => void>>();

/**
 * A slot's load generation and its retry. A retry forgets the failed remote (resetSlice) and moves this slot
 * and every other failed slot of the slice to the new generation; slots that work keep theirs (and their module).
 */
export const useSlotRetry = (id: ExposedModuleId) => {
  const slice = sliceOf(id);
  const [generation, setGeneration] = useState(() => loadGeneration(slice));
  const loadAgain = useCallback(() => setGeneration(loadGeneration(slice)), [slice]);

  const retry = useCallback(() => {
    resetSlice(slice);
    for (const again of new Set([loadAgain, ...(failedSlots.get(slice) ?? [])])) again();
  }, [slice, loadAgain]);

  return { generation, retry, loadAgain };
};

/** While a slot's error panel shows, a Reintentar anywhere on the page for its slice loads it again too. */
export const useFailedSlot = (slice: Slice, loadAgain: () => void) =>
  useEffect(() => {
    const slots = failedSlots.get(slice) ?? new Set();
    failedSlots.set(slice, slots);
    slots.add(loadAgain);
    return () => {
      slots.delete(loadAgain);
    };
  }, [slice, loadAgain]);
