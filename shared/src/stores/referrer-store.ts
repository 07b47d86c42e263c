import { colombia } from '../country/colombia';
import { getEventBus } from '../events/event-bus';
import type { Referrer } from '../events/events';
import { safeStorage } from './storage';

/** Seed 002: referrer data expires after 30 days. */
export const REFERRER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const KEY = colombia.storageKeys.referrer;

export const readReferrer = (now = Date.now()): Referrer | null => {
  const referrer = safeStorage.read<Referrer>(KEY);
  if (!referrer) return null;
  if (now - Date.parse(referrer.initialDate) > REFERRER_LIFETIME_MS) {
    safeStorage.remove(KEY);
    return null;
  }
  return referrer;
};

export const saveReferrer = (referrer: Referrer | null): void => {
  if (referrer) safeStorage.write(KEY, referrer);
  else safeStorage.remove(KEY);
  getEventBus().emit('referrer/changed', { referrer });
};

/** Puts the stored referrer on the bus once at start, so late subscribers get it. */
export const publishStoredReferrer = (): void => {
  getEventBus().emit('referrer/changed', { referrer: readReferrer() });
};
