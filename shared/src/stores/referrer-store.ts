import { colombia } from '../country/colombia';
import { getEventBus } from '../events/event-bus';
import type { Referrer } from '../events/events';
import { safeStorage } from './storage';

/** Referrer data without an executive expires after 30 days (docs/product/forms.md#referrer-storage). */
export const REFERRER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const KEY = colombia.storageKeys.referrer;

/**
 * Product rule (docs/product/forms.md#referrer-storage): "expires and is removed after more than 30 days when it has no executive". A referrer
 * attached to an executive stays: the executive keeps following the visitor. An unreadable date expires.
 */
export const isReferrerExpired = (referrer: Referrer, now = Date.now()): boolean => {
  if (referrer.ejecutivo) return false;
  const start = Date.parse(referrer.initialDate);
  return Number.isNaN(start) || now - start > REFERRER_LIFETIME_MS;
};

export const readReferrer = (now = Date.now()): Referrer | null => {
  const referrer = safeStorage.read<Referrer>(KEY);
  if (!referrer) return null;
  if (isReferrerExpired(referrer, now)) {
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
