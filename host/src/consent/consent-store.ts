import { readSwitches, safeStorage } from '@qs/shared';

/** Where the visitor's choice is kept (this browser's storage: nothing is measured before it exists). */
export const CONSENT_KEY = 'qs-consent';
/** Raised when the purposes asked for change: an older choice is asked again. */
export const CONSENT_VERSION = 1;

export type ConsentPurpose = 'analytics' | 'advertising';

export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  analytics: boolean;
  advertising: boolean;
  /** When the visitor chose (ISO 8601). */
  decidedAt: string;
}

const isChoice = (value: unknown): value is ConsentChoice => {
  const choice = value as Partial<ConsentChoice> | null;
  return (
    !!choice &&
    choice.version === CONSENT_VERSION &&
    typeof choice.analytics === 'boolean' &&
    typeof choice.advertising === 'boolean' &&
    typeof choice.decidedAt === 'string'
  );
};

const listeners = new Set<() => void>();
/** The stored choice as last read: the same object while it does not change (useSyncExternalStore compares by identity). */
let current: ConsentChoice | null | undefined;

/** The visitor's choice, or null while they have not chosen (or chose under an older version). */
export const readConsent = (): ConsentChoice | null => {
  if (current === undefined) {
    const stored = safeStorage.read<unknown>(CONSENT_KEY);
    current = isChoice(stored) ? stored : null;
  }
  return current;
};

const notify = () => listeners.forEach((listener) => listener());

/** Keeps the visitor's choice and tells every part of the page that measures. */
export const chooseConsent = (purposes: Record<ConsentPurpose, boolean>, now: Date = new Date()): ConsentChoice => {
  const choice: ConsentChoice = { version: CONSENT_VERSION, ...purposes, decidedAt: now.toISOString() };
  safeStorage.write(CONSENT_KEY, choice);
  current = choice;
  notify();
  return choice;
};

/** Follows the choice, also when another tab of the site changes it. */
export const subscribeConsent = (listener: () => void): (() => void) => {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== CONSENT_KEY && event.key !== null) return;
    current = undefined;
    listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
};

/**
 * Whether this purpose may measure now: the visitor allowed it; advertising also needs the staff `pixels` switch on
 * (internal traffic turns it off, so staff visits never count as conversions of a campaign).
 */
export const allows = (purpose: ConsentPurpose): boolean => {
  const choice = readConsent();
  if (!choice) return false;
  return purpose === 'advertising' ? choice.advertising && readSwitches().pixels : choice.analytics;
};

/** Forgets the cached read (tests, and a change made to storage by hand). */
export const resetConsentCache = (): void => {
  current = undefined;
};
