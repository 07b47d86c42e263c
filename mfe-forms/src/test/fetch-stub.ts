/** One answer of the stubbed API: what `fetch` resolves to, as far as apiClient reads it. */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

export interface StubRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

const toResponse = ({ status, body }: StubAnswer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }) as Response;

/**
 * Replaces global.fetch (the only thing the tests stub) and records every request, so that
 * tests can assert on paths, headers and bodies. Unknown routes answer 404.
 */
export const stubFetch = (handler: StubHandler) => {
  const requests: StubRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return toResponse(await handler(request));
  });
  global.fetch = fetchMock as typeof fetch;
  return { fetchMock, requests };
};

/** A promise the test settles itself, to hold a request in flight. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
