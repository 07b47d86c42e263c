import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// docs/adr/0013-several-api-instances.md: the host's /api proxy spreads requests over QS_API_URLS and keeps
// answering while one instance is down, taking it back once it answers again.
describe('the /api proxy over several API instances (QS_API_URLS)', () => {
  let first;
  let second;
  let host;

  beforeAll(async () => {
    [first, second] = await Promise.all([startFakeApi(), startFakeApi()]);
    host = await startHost({
      apiUrl: first.url,
      env: { QS_API_URLS: `${first.url},${second.url}` },
      remotes: [],
      listen: true,
    });
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await Promise.all([first?.stop(), second?.stop()]);
  }, HOST_STOP_TIMEOUT);

  const callsTo = (api, path) => api.seen.filter((seen) => seen.path === path).length;
  const get = (path) => host.request(path);
  const post = (path) =>
    host.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"nombre":"Ana"}' });

  it('sends the requests to each instance in turn', async () => {
    for (let i = 0; i < 6; i++) expect((await get('/api/turn')).status).toBe(201);
    expect(callsTo(first, '/api/turn')).toBe(3);
    expect(callsTo(second, '/api/turn')).toBe(3);
  });

  it('goes on without an error while an instance is down, and takes it back when it answers again', async () => {
    const port = Number(new URL(first.url).port);
    await first.stop();
    for (let i = 0; i < 4; i++) expect((await get('/api/while-down')).status).toBe(201);
    // Out of rotation after its first refusal: a request with a body goes to the other instance.
    expect((await post('/api/contactos')).status).toBe(201);
    expect(callsTo(second, '/api/while-down')).toBe(4);
    expect(callsTo(second, '/api/contactos')).toBe(1);

    first = await startFakeApi({ port });
    // The health check (every 2 s) finds it; requests reach it again.
    const deadline = Date.now() + 10_000;
    while (callsTo(first, '/api/back') === 0 && Date.now() < deadline) {
      expect((await get('/api/back')).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(callsTo(first, '/api/back')).toBeGreaterThan(0);
    expect(callsTo(first, '/api/health')).toBeGreaterThan(0);
  }, 20_000);

  it('answers 503 only when no instance can be reached', async () => {
    await Promise.all([first.stop(), second.stop()]);
    const answer = await get('/api/none');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text).message).toBe('El servicio no está disponible. Inténtalo nuevamente.');
  });
});
