import { useEffect, useState } from 'react';
import { useBrowserState } from '../ui/useBrowserState';
import type { OutboxEntryState } from './outbox-entry';
import { getOutbox } from './page-outbox';

/**
 * One entry's state, or undefined (no id, or not in this page's outbox); marks it as shown. Undefined on the
 * server and in the hydration render: the outbox is this browser's storage.
 */
export const useOutboxEntry = (id: string | null | undefined): OutboxEntryState | undefined => {
  const [state, setState] = useBrowserState<OutboxEntryState | undefined>(
    () => (id ? getOutbox().get(id) : undefined),
    undefined,
  );
  useEffect(() => {
    if (!id) {
      setState(undefined);
      return undefined;
    }
    const subscription = getOutbox().watch(id).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [id]);
  return state;
};

/** Every entry this page knows about (pending and settled). */
export const useOutbox = (): OutboxEntryState[] => {
  const [entries, setEntries] = useState<OutboxEntryState[]>([]);
  useEffect(() => {
    const subscription = getOutbox().entries$.subscribe(setEntries);
    return () => subscription.unsubscribe();
  }, []);
  return entries;
};
