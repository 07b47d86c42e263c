import { atom, type Atom } from 'jotai';
import type { QsEventName, QsEventPayload } from './events';
import { getEventBus } from './event-bus';

/**
 * A read-only atom that follows one bus event. It subscribes while mounted (no polling) and
 * starts from the replayed value for profile/referrer events.
 */
export const atomFromBusEvent = <N extends QsEventName>(name: N): Atom<QsEventPayload<N> | undefined> => {
  const bus = getEventBus();
  const valueAtom = atom<QsEventPayload<N> | undefined>(bus.current(name));
  valueAtom.onMount = (set) => {
    const subscription = bus.on(name).subscribe((payload) => set(payload));
    return () => subscription.unsubscribe();
  };
  return atom((get) => get(valueAtom));
};
