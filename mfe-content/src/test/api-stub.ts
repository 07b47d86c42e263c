import { apiClient } from '@qs/shared';

export const json = (status: number, body?: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

type Route = Response | (() => Response | Promise<Response>);

/**
 * Stubs the network at the fetch boundary: each key is a request URL as the page sends it;
 * unknown URLs answer the API's 404. Failure reports (/api/client-errors) are accepted.
 * The shared client's 5-minute cache is cleared so every test starts cold.
 */
export const stubApi = (routes: Record<string, Route>) => {
  apiClient.clearCache();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/client-errors') return json(202, { data: { id: 1 } });
    const route = routes[url];
    if (!route) return json(404, { statusCode: 404, error: 'Not Found', message: 'Página no encontrada' });
    return typeof route === 'function' ? route() : route;
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
};

/** URLs the page asked for, without the failure reports. */
export const requestedUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url !== '/api/client-errors');
