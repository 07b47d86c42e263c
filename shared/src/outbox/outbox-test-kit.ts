import { createApiClient } from '../api/api-client';
import { webEntryLock } from './entry-lock';
import { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

import { postEntry } from './post-entry';

/** Test kit (not exported by the package): storage shared by several "tabs", locks, a fetch at the network edge. */
export const sharedStorage = () => {
  const items = new Map<string, string>();
  const listeners = new Set<{ tab: object; listener: (id: string, entry: OutboxEntry | null) => void }>();
  let refuseWrites = false;
  const tab = (): OutboxStore => {
    const self = {};
    const notify = (id: string, entry: OutboxEntry | null) =>
      listeners.forEach((l) => l.tab !== self && l.listener(id, entry));
    return {
      list: () => [...items.values()].map((raw) => JSON.parse(raw) as OutboxEntry),
      read: (id) => (items.has(id) ? (JSON.parse(items.get(id)!) as OutboxEntry) : null),
      write: (entry) => {
        if (refuseWrites) return false;
        items.set(entry.id, JSON.stringify(entry));
        notify(entry.id, entry);
        return true;
      },
      remove: (id) => {
        items.delete(id);
        notify(id, null);
      },
      onExternalChange: (listener) => {
        const record = { tab: self, listener };
        listeners.add(record);
        return () => listeners.delete(record);
      },
    };
  };
  return { items, tab, refuseWrites: () => (refuseWrites = true) };
};

/** The Web Locks API's exclusive `ifAvailable` request, shared by the tabs of one origin. */
export const sharedLocks = (): Pick<LockManager, 'request'> => {
  const held = new Set<string>();
  const request = async (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    if (held.has(name)) return callback(null);
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { request } as Pick<LockManager, 'request'>;
};

export type FetchAnswer = { status: number; body?: unknown } | Error;

/** A tab: its own outbox over the shared storage and locks; `answer` plays the network. */
export const makeTab = (
  storage: ReturnType<typeof sharedStorage>,
  answer: (init: RequestInit) => FetchAnswer | Promise<FetchAnswer>,
  options: { locks?: Pick<LockManager, 'request'>; window?: EventTarget; random?: () => number } = {},
) => {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    const result = await answer(init);
    if (result instanceof Error) throw result;
    return {
      ok: result.status >= 200 && result.status < 300,
      status: result.status,
      json: async () => result.body,
    } as Response;
  }) as typeof fetch;
  const client = createApiClient({ fetchImpl });
  const delivered: string[] = [];
  const outbox = new Outbox({
    store: storage.tab(),
    lock: webEntryLock(options.locks),
    send: (entry) => postEntry(client, entry),
    onDelivered: (state) => delivered.push(state.id),
    random: options.random ?? (() => 0.5),
    window: options.window as Window | undefined,
  });
  return {
    outbox,
    calls,
    delivered,
    keys: () => calls.map((init) => (init.headers as Record<string, string>)['Idempotency-Key']),
  };
};

export const lead = (id: number) => ({
  status: 201,
  body: { data: { id, createdAt: '2026-01-01T00:00:00.000Z', status: { id: 2, name: 'Asignado' }, dataSocio: null } },
});

export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};
