import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/open';
import { countInWindow, type WindowScope } from '../store/client-state';

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin really passes to `child` (its types say the route's options): the route's limit with `routeInfo`, the route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store, counting in the database (`client_windows`, store/client-state.ts) instead of
 * each process's memory, so the general limit (QS_RATE_LIMIT_MAX) and the routes' own limits are one per
 * client across every API instance (docs/adr/0016-shared-client-state.md). The plugin makes one store with
 * `new Store(options)` and a child per route with its own limit; each counts under its own scope.
 */
export const databaseRateLimitStore = (db: Db, now: () => number = Date.now) => {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly scope: WindowScope) {}

    incr(key: string, done: Incremented, timeWindow: number): void {
      const time = now();
      countInWindow(db, this.scope, key, time, timeWindow).then(
        ({ windowStart, count }) => done(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - time) }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      const { routeInfo = {} } = options as unknown as RouteLimitOptions;
      return new DatabaseRateLimitStore(
        `rate ${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url ?? ''}` as const,
      );
    }
  }
  return class GlobalRateLimitStore extends DatabaseRateLimitStore {
    constructor() {
      super('rate');
    }
  };
};
