import { createApiClient, buildQuery } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const clientWith = (responses: Array<Response | Error>) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  let clock = 0;
  const client = createApiClient({ fetchImpl, now: () => clock, sleep: async () => undefined });
  return { client, calls, advance: (ms: number) => (clock += ms) };
};

describe('api client', () => {
  it('builds comma-separated queries and skips empty values', () => {
    expect(buildQuery({ organizationTypes: ['EPS', 'ASEG'], page: 1, q: '', x: undefined })).toBe(
      '?organizationTypes=EPS%2CASEG&page=1',
    );
  });

  it('sends X-Country and x-qpversion on non-GET calls, with an idempotency key when given', async () => {
    const { client, calls } = clientWith([json(201, { data: { id: 1 } })]);
    // Any body is sent as it is (the API checks it): this one is no lead.
    await client.post('/contactos', { a: 1 } as never, { idempotencyKey: 'k-1' });
    expect(calls[0]?.url).toBe('/api/contactos');
    expect(calls[0]?.init.headers).toMatchObject({
      'X-Country': 'CO',
      'x-qpversion': '1.0.0',
      'Idempotency-Key': 'k-1',
    });
  });

  it('caches shared GETs for 5 minutes', async () => {
    const { client, calls, advance } = clientWith([json(200, { data: 1 }), json(200, { data: 2 })]);
    expect(await client.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    advance(4 * 60 * 1000);
    expect(await client.get('/menu', {}, { cache: true })).toEqual({ data: 1 });
    advance(2 * 60 * 1000);
    expect(await client.get('/menu', {}, { cache: true })).toEqual({ data: 2 });
    expect(calls).toHaveLength(2);
  });

  it('adds forceRefresh=1 to GETs for internal traffic and bypasses the cache', async () => {
    localStorage.setItem('internal-traffic', 'true');
    const { client, calls } = clientWith([json(200, {}), json(200, {})]);
    await client.get('/menu', {}, { cache: true });
    await client.get('/menu', {}, { cache: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/menu?forceRefresh=1', '/api/menu?forceRefresh=1']);
  });

  it("retries failed calls and ends with the call's own message and the limit's, logging what failed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, calls } = clientWith([new TypeError('offline'), json(503, {}), json(500, {})]);
    const failure = client.get(
      '/organization/seguros/tipo/EPS',
      {},
      { retry: { times: 3, delayMs: 1500, message: 'Error al obtener las organizaciones de tipo EPS' } },
    );
    await expect(failure).rejects.toMatchObject({
      status: 500,
      message:
        'Error al obtener las organizaciones de tipo EPS. Se ha sobrepasado el limite de intentos (3), Intente mas tarde.',
    });
    expect(calls).toHaveLength(3);
    expect(logged).toHaveBeenCalledWith('Error al obtener las organizaciones de tipo EPS', expect.any(ApiError));
    logged.mockRestore();
  });

  it('a retried call without a message of its own ends with the limit alone', async () => {
    const { client } = clientWith([json(502, {}), json(502, {})]);
    await expect(client.get('/country', {}, { retry: { times: 2, delayMs: 1 } })).rejects.toThrow(
      /^Se ha sobrepasado el limite de intentos \(2\), Intente mas tarde\.$/,
    );
  });

  it('does not retry a client error and keeps the server message and status', async () => {
    const { client, calls } = clientWith([json(401, { message: 'El sistema piensa que eres un robot...' })]);
    const failure = client.get('/insurance/compare/metadata', {}, { retry: { times: 3, delayMs: 1 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      isBotSuspicion: true,
      message: 'El sistema piensa que eres un robot...',
    });
    expect(calls).toHaveLength(1);
  });

  it('answers undefined for 204 No Content', async () => {
    const { client } = clientWith([{ ok: true, status: 204, json: async () => undefined } as Response]);
    expect(await client.get('/qppayment/insurance-payment/1/getOffers')).toBeUndefined();
  });

  it('rejects a call aborted while its answer is read, instead of answering undefined', async () => {
    const controller = new AbortController();
    const aborted = {
      ok: true,
      status: 200,
      json: async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    } as unknown as Response;
    const { client } = clientWith([aborted]);
    await expect(client.post('/insurance/compare/metadata', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
