import { colombia } from '../country/colombia';
import { bypassesCaches } from '../stores/switches';
import { ApiError, messageFromBody } from './api-error';
import type { ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiQuery } from './api-paths';
import { traceparent } from './traceparent';

export interface RetryPolicy {
  /** 3 tries, 1500 ms apart, where the product asks for it (docs/product/forms.md#api-client). */
  times: number;
  delayMs: number;
  /**
   * What failed, e.g. 'Error al obtener las organizaciones de tipo EPS': logged, and the final error reads it
   * followed by `retriesExceededMessage` ('Se ha sobrepasado el limite de intentos (3), Intente mas tarde.').
   */
  message?: string;
}

export interface GetOptions {
  /** Shared GETs are cached 5 minutes (docs/product/forms.md#api-client). */
  cache?: boolean;
  retry?: RetryPolicy;
  signal?: AbortSignal;
}

export interface SendOptions {
  idempotencyKey?: string;
  retry?: RetryPolicy;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  clientVersion?: string;
  cacheTtlMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | null | undefined;

const CACHE_TTL_MS = 5 * 60 * 1000;

/** The product's retry: 3 tries, 1500 ms apart (docs/product/forms.md#api-client). */
export const PRODUCT_RETRY = { times: 3, delayMs: 1500 } as const;

/** The product's words once a retried call used all its tries. */
export const retriesExceededMessage = (tries: number): string =>
  `Se ha sobrepasado el limite de intentos (${tries}), Intente mas tarde.`;

/**
 * The server renderer's way to the API (set once by it): the site's own `/api` addresses, answered for the
 * visitor of the page being rendered. A process that serves many visitors keeps no answer of one for another:
 * with it the 5-minute cache is off.
 */
let serverTransport: typeof fetch | null = null;
export const setServerTransport = (transport: typeof fetch): void => {
  serverTransport = transport;
};
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const buildQuery = (query: Record<string, QueryValue> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A `request`'s method, as fetch spells it. */
export type RequestMethod = Uppercase<ApiMethod>;

/** A `request`'s init: fetch's, with the method (GET when left out) the answer's type is read for. */
export type ApiRequestInit<N extends RequestMethod> = Omit<RequestInit, 'method'> & { method?: N };

/**
 * The API client. Its answers, queries and bodies are typed from the API's OpenAPI document (./api-paths.ts):
 * a call's path picks them, e.g. `apiClient.get(\`/insurance/${planId}/exclusions\`)` answers the 200 of
 * GET /api/insurance/{id}/exclusions. No call chooses its answer's type.
 */
export interface ApiClient {
  get<P extends ApiPath<'get'>>(path: P, query?: ApiQuery<P>, options?: GetOptions): Promise<ApiAnswer<'get', P>>;
  post<P extends ApiPath<'post'>>(
    path: P,
    body: ApiBody<'post', P>,
    options?: SendOptions,
  ): Promise<ApiAnswer<'post', P>>;
  patch<P extends ApiPath<'patch'>>(
    path: P,
    body: ApiBody<'patch', P>,
    options?: SendOptions,
  ): Promise<ApiAnswer<'patch', P>>;
  /**
   * A call the typed helpers do not make (its own headers, a file as the body, DELETE), answered the same way:
   * the parsed body, nothing for a 204, an ApiError with the API's message (else `fallbackMessage`) for a refusal.
   */
  request<P extends ApiPath<Lowercase<N>>, N extends RequestMethod = 'GET'>(
    path: P,
    init?: ApiRequestInit<N>,
    fallbackMessage?: string,
  ): Promise<ApiAnswer<Lowercase<N>, P>>;
  /** Empties the 5-minute cache (tests start from it). */
  clearCache(): void;
  /**
   * 'Limpiar cache' (docs/product/forms.md#api-client): empties the cache, and each address's next GET asks the API past
   * the browser's HTTP cache (`cache: 'reload'`), which then keeps the fresh answer.
   */
  clearCacheAndReload(): void;
}

export const createApiClient = ({
  baseUrl = '/api',
  fetchImpl = (input, init) => (serverTransport ?? globalThis.fetch)(input, init),
  clientVersion = '1.0.0',
  cacheTtlMs = CACHE_TTL_MS,
  now = Date.now,
  sleep = wait,
}: ApiClientConfig = {}): ApiClient => {
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();
  /** After `clearCacheAndReload`: the addresses not yet asked again past the browser's HTTP cache. */
  let reloadPending = false;
  const reloaded = new Set<string>();

  const call = async (
    url: string,
    init: RequestInit,
    retry?: RetryPolicy,
    fallbackMessage?: string,
  ): Promise<unknown> => {
    // The server renders once: a page whose call failed is asked again by the browser, which retries.
    const attempts = serverTransport ? 1 : (retry?.times ?? 1);
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Each try a span of the page view's trace (headers are plain objects here); the server renderer's requests
        // carry the page's trace already (its transport).
        const traced = serverTransport
          ? init
          : { ...init, headers: { ...(init.headers as object), traceparent: traceparent() } };
        const response = await fetchImpl(url, traced);
        if (response.status === 204) return undefined;
        const body: unknown = await response.json().catch((error: unknown) => {
          // An aborted call rejects; it never resolves as if the answer were empty.
          if (init.signal?.aborted) throw error;
          return undefined;
        });
        if (!response.ok)
          throw new ApiError(
            response.status,
            messageFromBody(body, fallbackMessage ?? `Error ${response.status}`),
            body,
          );
        return body;
      } catch (error) {
        const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (clientError || attempt >= attempts || init.signal?.aborted) {
          if (retry && attempts > 1 && !clientError && !init.signal?.aborted) {
            // The call's own message is what failed; the limit's sentence tells the visitor what to do.
            if (retry.message) console.error(retry.message, error);
            const exceeded = retriesExceededMessage(attempts);
            throw new ApiError(
              error instanceof ApiError ? error.status : 0,
              retry.message ? `${retry.message}. ${exceeded}` : exceeded,
            );
          }
          throw error;
        }
        await sleep(retry?.delayMs ?? 0);
      }
    }
  };

  const get = (path: string, query: Record<string, QueryValue> = {}, options: GetOptions = {}): Promise<unknown> => {
    const forced = bypassesCaches();
    const url = `${baseUrl}${path}${buildQuery(forced ? { ...query, forceRefresh: 1 } : query)}`;
    const useCache = options.cache && !forced && !serverTransport;
    const hit = useCache ? cache.get(url) : undefined;
    if (hit && hit.expires > now()) return hit.value;
    // The API marks its GETs cacheable (max-age), so after a clear the browser's HTTP cache is skipped too.
    const reload = reloadPending && !reloaded.has(url);
    if (reload) reloaded.add(url);
    const value = call(
      url,
      { method: 'GET', signal: options.signal, ...(reload && { cache: 'reload' as const }) },
      options.retry,
    );
    if (useCache) {
      cache.set(url, { expires: now() + cacheTtlMs, value });
      value.catch(() => cache.delete(url));
    }
    return value;
  };

  const send = (
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    options: SendOptions = {},
  ): Promise<unknown> => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Country': colombia.code,
      'x-qpversion': clientVersion,
    };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return call(
      `${baseUrl}${path}`,
      { method, headers, body: JSON.stringify(body), signal: options.signal },
      options.retry,
    );
  };

  // The runtime is untyped (paths are text); ApiClient types it from the document. Old builds of the slices call
  // these same functions: their behaviour and parameters do not change with the types.
  const client = {
    get,
    post: (path: string, body: unknown, options?: SendOptions) => send('POST', path, body, options),
    patch: (path: string, body: unknown, options?: SendOptions) => send('PATCH', path, body, options),
    request: (path: string, init: RequestInit = {}, fallbackMessage?: string) =>
      call(`${baseUrl}${path}`, init, undefined, fallbackMessage),
    clearCache: () => cache.clear(),
    clearCacheAndReload: () => {
      cache.clear();
      reloaded.clear();
      reloadPending = true;
    },
  };
  return client as unknown as ApiClient;
};

/** The page's client; every slice shares it because @qs/shared is a singleton. */
export const apiClient: ApiClient = createApiClient();

/** The page's API cache emptied, and the next calls fetched fresh (see `clearCacheAndReload`). */
export const clearApiCache = (): void => apiClient.clearCacheAndReload();
