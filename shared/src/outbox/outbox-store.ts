import { isOutboxEntry, type OutboxEntry } from './outbox-entry';

/**
 * Where entries persist. One localStorage key per entry (`{prefix}{id}`), so two tabs updating
 * different entries never overwrite each other's read-modify-write of a shared list.
 */
export interface OutboxStore {
  list(): OutboxEntry[];
  read(id: string): OutboxEntry | null;
  /** false when the browser refused (private mode, full quota): the entry is not durable. */
  write(entry: OutboxEntry): boolean;
  remove(id: string): void;
  /** Changes made by other tabs (the `storage` event); returns the unsubscribe. */
  onExternalChange(listener: (id: string, entry: OutboxEntry | null) => void): () => void;
}

const parse = (raw: string | null): OutboxEntry | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isOutboxEntry(value) ? value : null;
  } catch {
    return null;
  }
};

export const localStorageOutboxStore = (
  prefix: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): OutboxStore => {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined; // a sandboxed frame throws on access
    }
  };
  return {
    list() {
      const store = storage();
      if (!store) return [];
      const entries: OutboxEntry[] = [];
      try {
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index);
          if (!key?.startsWith(prefix)) continue;
          const entry = parse(store.getItem(key));
          if (entry) entries.push(entry);
          else store.removeItem(key); // unreadable: it could never be sent
        }
      } catch {
        return entries;
      }
      return entries.sort((a, b) => a.createdAt - b.createdAt);
    },
    read(id) {
      try {
        return parse(storage()?.getItem(prefix + id) ?? null);
      } catch {
        return null;
      }
    },
    write(entry) {
      const store = storage();
      if (!store) return false;
      try {
        store.setItem(prefix + entry.id, JSON.stringify(entry));
        return true;
      } catch {
        return false;
      }
    },
    remove(id) {
      try {
        storage()?.removeItem(prefix + id);
      } catch {
        /* nothing more can be done */
      }
    },
    onExternalChange(listener) {
      if (!target) return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (!event.key?.startsWith(prefix)) return;
        listener(event.key.slice(prefix.length), parse(event.newValue));
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
  };
};
