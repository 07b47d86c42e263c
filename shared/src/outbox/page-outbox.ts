import { apiClient } from '../api/api-client';
import { colombia } from '../country/colombia';

import { getEventBus } from '../events/event-bus';
import { webEntryLock } from './entry-lock';
import { Outbox } from './outbox';
import { localStorageOutboxStore } from './outbox-store';
import { postEntry } from './post-entry';

const OUTBOX_KEY = Symbol.for('qs.leadOutbox');
type OutboxHolder = { [OUTBOX_KEY]?: Outbox };

const productCodeOf = (body: unknown): string | undefined => {
  const code = body && typeof body === 'object' ? (body as { productCode?: unknown }).productCode : undefined;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The page's outbox, shared by every slice and the host (like the bus, it also lives on
 * globalThis so that a duplicate copy of @qs/shared would still use the same one). Each attempt
 * is a single call: the outbox's schedule is the only retry loop (apiClient retries nothing here).
 */
export const getOutbox = (): Outbox => {
  const holder = globalThis as OutboxHolder;
  holder[OUTBOX_KEY] ??= new Outbox({
    store: localStorageOutboxStore(colombia.storageKeys.leadOutbox),
    lock: webEntryLock(),
    send: (entry) => postEntry(apiClient, entry),
    // Every stored lead is announced once, whether its form is still on screen or not.
    onDelivered: (state) =>
      state.answer &&
      getEventBus().emit('contact/sent', { lead: state.answer, productCode: productCodeOf(state.body) }),
    window: typeof window === 'undefined' ? undefined : window,
  });
  return holder[OUTBOX_KEY];
};

/** Host start: deliver what earlier visits (or other tabs) left, and keep retrying. */
export const startOutbox = (): Outbox => {
  const outbox = getOutbox();
  outbox.start();
  return outbox;
};

/** Stops and forgets the page's outbox; the next use creates a new one (tests, standalone pages). */
export const resetOutbox = (): void => {
  const holder = globalThis as OutboxHolder;
  holder[OUTBOX_KEY]?.stop();
  delete holder[OUTBOX_KEY];
};
