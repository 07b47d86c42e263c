import { safeStorage } from './storage';

/** Staff switches toggled by URL (?internal-traffic=true); boolean, true when named (docs/product/forms.md#staff-switches). */
export const SWITCH_KEYS = ['internal-traffic', 'force-refresh', 'pixels'] as const;
export type SwitchKey = (typeof SWITCH_KEYS)[number];
export type Switches = Record<SwitchKey, boolean>;

/** The switches of a browser that stored none. */
export const DEFAULT_SWITCHES: Readonly<Switches> = Object.freeze({
  'internal-traffic': false,
  'force-refresh': false,
  pixels: true,
});
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const readSwitches = (): Switches => {
  const stored = Object.fromEntries(
    SWITCH_KEYS.map((key) => [key, safeStorage.read<boolean>(key)]).filter(([, value]) => typeof value === 'boolean'),
  );
  return { ...DEFAULT_SWITCHES, ...stored };
};

/** Staff who asked for fresh answers (force-refresh, or internal traffic): every read goes past the caches. */
export const bypassesCaches = (switches: Switches = readSwitches()): boolean =>
  switches['force-refresh'] || switches['internal-traffic'];

/** Stores every switch named in the query string; a bare `?pixels` means true. Returns the keys it set. */
export const applySwitchesFromUrl = (search: string): SwitchKey[] => {
  const params = new URLSearchParams(search);
  const applied = SWITCH_KEYS.filter((key) => params.has(key));
  for (const key of applied) {
    const raw = params.get(key)?.toLowerCase();
    safeStorage.write(key, raw !== 'false' && raw !== '0');
  }
  if (applied.length > 0) notify();
  return applied;
};

/**
 * Stores one switch where the URL would (localStorage, same key) and tells the page's listeners
 * (`useSwitches`). Readers of the switches read them on each use (the API client on each GET, the
 * forms on each send), so the next call follows.
 */
export const writeSwitch = (key: SwitchKey, value: boolean): void => {
  safeStorage.write(key, value);
  notify();
};

/** Calls `listener` after a switch changes on this page. Returns the unsubscribe. */
export const subscribeSwitches = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
