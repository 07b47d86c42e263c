import { useSyncExternalStore } from 'react';
import { DEFAULT_SWITCHES, readSwitches, SWITCH_KEYS, subscribeSwitches, type Switches } from './switches';

let last: Switches | undefined;

/** The same object while no switch changed: useSyncExternalStore compares snapshots by identity. */
const snapshot = (): Switches => {
  const next = readSwitches();
  const previous = last;
  if (previous && SWITCH_KEYS.every((key) => previous[key] === next[key])) return previous;
  last = next;
  return next;
};

/** Another tab of the site changed a switch (the `storage` event only fires in the other tabs). */
const subscribe = (listener: () => void) => {
  const unsubscribe = subscribeSwitches(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', listener);
  };
};

/** What the server and the hydration render draw: no switch stored, the visitor's own right after. */
const serverSnapshot = (): Switches => DEFAULT_SWITCHES;

/** The stored switches, kept current when `writeSwitch` or `applySwitchesFromUrl` changes them. */
export const useSwitches = (): Switches => useSyncExternalStore(subscribe, snapshot, serverSnapshot);
