import { createContext } from 'react';
import { ApiError } from './api-error';

/** What a request came to: the states `useApiRequest` renders, minus loading. */
export type SettledRequest<T> = { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'error' };

/** The id of the `<script type="application/json">` that carries the server's answers to the browser. */
export const PAGE_DATA_ID = 'qs-page-data';

/**
 * The server renderer's answers for one page: each request of the render made once, by its key, and settled
 * as the browser would settle it. The HTML carries them (`serialize`), and the browser's first render reads
 * them back (`seededRequest`), so hydration renders what the server rendered without asking again.
 */
export interface PageDataStore {
  /** The answer to `key`, asked once (the render waits for it); carried in the page. */
  read<T>(key: string, request: (signal: AbortSignal) => Promise<T>): Promise<SettledRequest<T>>;
  /** Asks `key` ahead of the render, for an area that never waits (`ready`); carried only if `ready` used it. */
  prefetch<T>(key: string, request: (signal: AbortSignal) => Promise<T>): Promise<SettledRequest<T>>;
  /**
   * The answer to `key` if it is already there, for an area that must not wait (the shell, which has no Suspense
   * boundary of its own). Undefined when it is not: the area renders as loading, and the answer is then not carried
   * even if it comes later, so the browser starts from loading too and asks it itself.
   */
  ready<T>(key: string): SettledRequest<T> | undefined;
  /** The answers the render used, as the JSON text of the page's data script (safe inside `<script>`). */
  serialize(): string;
  /** Stops what is still asked (the render's budget is over): those slots render in the browser. */
  abort(): void;
}

/** Set by the server renderer around the page it renders; null in the browser. */
export const PageDataContext = createContext<PageDataStore | null>(null);

const settle = <T>(request: Promise<T>): Promise<SettledRequest<T>> =>
  request.then(
    (value) => ({ status: 'ready', value }),
    (error: unknown) =>
      error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'error' },
  );

/** `<`, and the line separators JSON allows but scripts once did not, escaped: the text cannot end its script. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A store for one server render. `run` is how a request is made (the server renderer runs it with this page's
 * visitor, partner and API). A request that fails is settled as an error and carried too: the slot shows the
 * error panel the browser would show, whose 'Reintentar' asks again.
 */
export const createPageDataStore = (
  run: <T>(request: () => Promise<T>) => Promise<T> = (request) => request(),
): PageDataStore => {
  const controller = new AbortController();
  const pending = new Map<string, Promise<SettledRequest<unknown>>>();
  const settled = new Map<string, SettledRequest<unknown>>();
  /** Keys the render used (carried once settled) and keys it rendered as loading (never carried). */
  const used = new Set<string>();
  const leftToBrowser = new Set<string>();
  const ask = <T>(key: string, request: (signal: AbortSignal) => Promise<T>) => {
    let answer = pending.get(key) as Promise<SettledRequest<T>> | undefined;
    if (!answer) {
      answer = settle(run(() => request(controller.signal)));
      pending.set(key, answer);
      // An aborted request is not carried: the browser asks it itself.
      void answer.then((value) => !controller.signal.aborted && settled.set(key, value));
    }
    return answer;
  };
  return {
    read(key, request) {
      used.add(key);
      return ask(key, request);
    },
    prefetch: ask,
    ready<T>(key: string) {
      if (leftToBrowser.has(key)) return undefined;
      const answer = settled.get(key) as SettledRequest<T> | undefined;
      (answer ? used : leftToBrowser).add(key);
      return answer;
    },
    serialize: () =>
      scriptSafeJson(Object.fromEntries([...settled].filter(([key]) => used.has(key) && !leftToBrowser.has(key)))),
    abort: () => controller.abort(),
  };
};

let seeds: Map<string, SettledRequest<unknown>> | null = null;

const readSeeds = (): Map<string, SettledRequest<unknown>> => {
  if (seeds) return seeds;
  seeds = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (script?.textContent) {
    try {
      seeds = new Map(Object.entries(JSON.parse(script.textContent) as Record<string, SettledRequest<unknown>>));
    } catch {
      /* a page without readable answers asks the API, as a page without a server render does */
    }
  }
  return seeds;
};

/**
 * The server's answer to `key` carried by this page, during its first view (see `forgetSeededRequests`). A failure
 * is given once, to the area that hydrates from it: an area mounted again (its slot's 'Reintentar') asks the API.
 */
export const seededRequest = <T>(key: string): SettledRequest<T> | undefined => {
  const answer = readSeeds().get(key) as SettledRequest<T> | undefined;
  if (answer?.status === 'error') readSeeds().delete(key);
  return answer;
};

/**
 * The page's answers are its first view's: every area of it renders from them, also one hydrated late (a slot
 * whose code came last, the header and a slot both reading the menu). Once the visitor moves to another view,
 * what they see next is asked again (the host calls this on the first navigation).
 */
export const forgetSeededRequests = (): void => {
  seeds = new Map();
};

/** Tests: read the page's data script again. */
export const resetSeededRequests = (): void => {
  seeds = null;
};
