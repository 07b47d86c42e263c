import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * What the host's /api proxy does, with Node's http alone: the visitor's body is streamed to the API as it
 * arrives, the API's answer is streamed back, and a connection the API breaks while we send is a 502.
 */
const startStreamingProxy = async (apiPort: number): Promise<{ port: number; close: () => Promise<void> }> => {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: '127.0.0.1', port: apiPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (outgoing.headersSent) return outgoing.destroy();
      outgoing
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'broken pipe' }));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        // Node 24's clients keep connections alive: close() alone waits for them until they time out.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

const leadOf = (bytes: number) => {
  const head = JSON.stringify({
    tipo: 1,
    first_name: 'Ana Ruiz',
    telefono: '3001112233',
    email: 'ana@correo.co',
    mensaje: '',
  });
  return Buffer.from(head.replace('"mensaje":""', `"mensaje":"${'x'.repeat(bytes - head.length)}"`));
};

// docs/security.md#body-policy (413, never 502): the API refused from Content-Length at once and closed the connection while
// the proxy was still sending; the proxy then saw a broken pipe and answered 502 (11 of 40 tries).
describe("a body over its route's limit, through a streaming proxy", () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startStreamingProxy>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startStreamingProxy((t.app.server.address() as AddressInfo).port);
  }, 30_000);
  afterAll(async () => {
    await proxy.close();
    await t.close();
  });

  const post = async (path: string, body: Buffer) => {
    const answer = await fetch(`http://127.0.0.1:${proxy.port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as { message?: string } };
  };

  it.each([
    ['/api/contactos', 300 * 1024, '256 KB'],
    ['/api/contactos', 600 * 1024, '256 KB'],
    ['/api/buscarplanes/sharedinsurance', 300 * 1024, '64 KB'],
    ['/api/profile-form/data', 600 * 1024, '16 KB'],
  ])(
    "%s with %i bytes: 413 with the route's limit, 40 times of 40",
    async (path, bytes, limit) => {
      const body = leadOf(bytes);
      expect(body.length).toBe(bytes);
      const seen: Record<string, number> = {};
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const { status, body: answer } = await post(path, body);
        const key = `${status} ${answer.message}`;
        seen[key] = (seen[key] ?? 0) + 1;
      }
      expect(seen).toEqual({ [`413 El cuerpo de la solicitud supera el límite de ${limit}`]: 40 });
    },
    60_000,
  );

  it('a body over the 1 MB ceiling is still refused from its Content-Length', async () => {
    const { status, body } = await post('/api/contactos', leadOf(2 * 1024 * 1024)).catch(() => ({
      status: 0,
      body: {} as { message?: string },
    }));
    // Fastify closes the connection without reading such a body; the host's proxy answers these itself.
    expect([413, 502, 0]).toContain(status);
    if (status === 413) expect(body.message).toBe('El cuerpo de la solicitud supera el límite de 256 KB');
  });

  it('nothing was stored', async () => {
    expect(await t.sql.value('SELECT COUNT(*) FROM leads')).toBe(0);
  });
});
