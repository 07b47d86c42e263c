import { apiClient, clearApiCache } from './api-client';

const answer = (data: number) => ({ ok: true, status: 200, json: async () => ({ data }) }) as Response;

describe("clearApiCache ('Limpiar cache')", () => {
  let served = 0;
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer((served += 1)));

  beforeEach(() => {
    served = 0;
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    apiClient.clearCache();
  });

  it("empties the page client's cache: a cached GET asks the API again, past the browser's HTTP cache once", async () => {
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBeUndefined();

    clearApiCache();
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.cache).toBe('reload');

    // Cached again, and later calls of the same address use the browser's cache normally.
    expect(await apiClient.get('/menu', {}, { cache: true })).toEqual({ data: 2 });
    expect(await apiClient.get('/contactInformations', {}, { cache: true })).toEqual({ data: 3 });
    expect(fetchMock.mock.calls[2]?.[1]?.cache).toBe('reload');
    apiClient.clearCache();
    await apiClient.get('/menu', {}, { cache: true });
    expect(fetchMock.mock.calls[3]?.[1]?.cache).toBeUndefined();
  });
});
