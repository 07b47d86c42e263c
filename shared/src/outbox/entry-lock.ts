export const LOCK_BUSY = Symbol('outbox-lock-busy');

/** Runs `task` holding an exclusive lock named `name`, or answers LOCK_BUSY without waiting. */
export type EntryLock = <T>(name: string, task: () => Promise<T>) => Promise<T | typeof LOCK_BUSY>;

type LockManagerLike = Pick<LockManager, 'request'>;

/**
 * One tab sends a given entry at a time: the Web Locks API is shared by every tab of the origin.
 * Without it (older browsers) tabs may both send; the entry's Idempotency-Key makes the second
 * send a harmless replay of the stored lead.
 */
export const webEntryLock = (locks: LockManagerLike | undefined = globalThis.navigator?.locks): EntryLock => {
  if (!locks) return (_name, task) => task();
  return (name, task) =>
    locks.request(name, { ifAvailable: true }, (lock) => (lock ? task() : LOCK_BUSY)) as Promise<
      Awaited<ReturnType<typeof task>> | typeof LOCK_BUSY
    >;
};
