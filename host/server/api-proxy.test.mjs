import { freePort, request } from './test-support/http-client.mjs';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// docs/security.md#body-policy: a body over the API's limit sent through /api came back 503 "retry later".
describe('the /api proxy and over-large bodies', () => {
  const MB = 1024 * 1024;
  let api;
  let host;
  let hostWithoutApi;

  // Over a real socket: the body is streamed (with and without Content-Length) while the answer may come first.
  beforeAll(async () => {
    api = await startFakeApi();
    [host, hostWithoutApi] = await Promise.all([
      startHost({ apiUrl: api.url, remotes: [], listen: true }),
      freePort().then((port) => startHost({ apiUrl: `http://127.0.0.1:${port}`, remotes: [], listen: true })),
    ]);
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await hostWithoutApi?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  const post = (origin, body) =>
    request(origin, '/api/contactos', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const jsonOf = (size) => JSON.stringify({ nombre: 'x'.repeat(size) });

  it("answers the API's 413 and its Spanish message, never 503, however large the body", async () => {
    for (const size of [MB + 10, 2 * MB, 8 * MB]) {
      const answer = await post(host.origin, jsonOf(size));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'El cuerpo de la solicitud supera el límite de 1 MB',
      });
    }
  });

  it('counts a body sent without Content-Length as well', async () => {
    const chunk = 'x'.repeat(256 * 1024);
    const answer = await post(
      host.origin,
      Array.from({ length: 6 }, () => chunk),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).message).toBe('El cuerpo de la solicitud supera el límite de 1 MB');
  });

  it('lets a chat attachment be a file of up to 5 MB, and says that limit past it', async () => {
    const upload = (origin, size, path = '/api/chat/conversations/abc123/attachments?name=f.pdf&clientMessageId=c1') =>
      request(origin, path, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(size, 1),
      });
    const file = await upload(host.origin, 4 * MB);
    expect([file.status, JSON.parse(file.text).received]).toEqual([201, 4 * MB]);
    // The agents' uploads pass the staff app's server with this same proxy (agent-inbox/server/, its tests).
    const over = await upload(host.origin, 5 * MB + 1);
    expect([over.status, JSON.parse(over.text).message]).toEqual([
      413,
      'El cuerpo de la solicitud supera el límite de 5 MB',
    ]);
    // Only the upload routes: any other write keeps the 1 MB limit.
    expect((await upload(host.origin, 2 * MB, '/api/chat/conversations/abc123/messages')).status).toBe(413);
  });

  it('forwards a body within the limit whole, and says 503 only when the API is not there', async () => {
    const body = jsonOf(MB - 100);
    const answer = await post(host.origin, body);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).received).toBe(Buffer.byteLength(body));
    const down = await post(hostWithoutApi.origin, jsonOf(10));
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text).message).toBe('El servicio no está disponible. Inténtalo nuevamente.');
  });
});
