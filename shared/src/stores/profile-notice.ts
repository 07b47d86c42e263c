import { useEffect } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useBrowserState } from '../ui/useBrowserState';

/**
 * Fields of a stored or shared profile dropped as invalid (docs/product/forms.md#profile-storage), for the shell's notice. A page
 * singleton on globalThis like the bus, so every slice's copy of @qs/shared reports to the same notice.
 */
const KEY = Symbol.for('qs.profileNotice');
type Holder = { [KEY]?: BehaviorSubject<string[]> };

const subject = (): BehaviorSubject<string[]> => ((globalThis as Holder)[KEY] ??= new BehaviorSubject<string[]>([]));

/** Records fields a profile check dropped (nothing when the list is empty). */
export const reportDroppedProfileFields = (fields: readonly string[]): void => {
  if (fields.length === 0) return;
  subject().next([...new Set([...subject().value, ...fields])]);
};

export const clearProfileNotice = (): void => subject().next([]);

const NONE: string[] = [];

/**
 * The dropped fields reported on this page so far; [] once the visitor closes the notice. [] on the
 * server and in the hydration render too (they come from this browser's storage): the subscription
 * replays them right after.
 */
export const useDroppedProfileFields = (): string[] => {
  const [fields, setFields] = useBrowserState(() => subject().value, NONE);
  useEffect(() => {
    const subscription = subject().subscribe(setFields);
    return () => subscription.unsubscribe();
  }, []);
  return fields;
};
