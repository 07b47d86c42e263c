import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const compare = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/qp-university/articles',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends JSON as zstd, else brotli, else gzip, when the client accepts it, and says it varies on Accept-Encoding', async () => {
    const plain = await compare();
    expect(plain.headers['content-encoding']).toBeUndefined();

    // What Chrome asks for.
    const zstd = await compare('gzip, deflate, br, zstd');
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(String(zstd.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zstdDecompressSync(zstd.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(zstd.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    // What Safari asks for.
    const brotli = await compare('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await compare('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves small answers and errors readable as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/qp-version?_q=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.name).toBe('@qs/api');
  });
});
