import { useBrowserSnapshot } from '../ui/useHydrated';
import { DEFAULT_SWITCHES, readSwitches, SWITCH_KEYS, subscribeSwitches, type Switches } from './switches';

let last: Switches | undefined;

const sameSwitches = (a: Switches, b: Switches) => SWITCH_KEYS.every((key) => a[key] === b[key]);

/**
 * The same object while no switch changed: useSyncExternalStore compares snapshots by identity. With no switch
 * stored, the defaults' own object, the one the server drew with.
 */
const snapshot = (): Switches => {
  const next = readSwitches();
  if (last && sameSwitches(last, next)) return last;
  last = sameSwitches(DEFAULT_SWITCHES, next) ? DEFAULT_SWITCHES : next;
  return last;
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
export const useSwitches = (): Switches => useBrowserSnapshot(subscribe, snapshot, serverSnapshot);
