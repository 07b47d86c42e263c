// A plain HTTP client for the server tests: any Host and X-Forwarded-* header, as a hostile client
// or a reverse proxy would send them (fetch would refuse to set Host).
import http from 'node:http';
import net from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * One request; `body` a string/Buffer, or an array of chunks sent without Content-Length.
 * @param {string} origin
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer | (string | Buffer)[] }} [options]
 */
export const request = (origin, path, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const outgoing = http.request(
      `${origin}${path}`,
      { method, headers: { ...(body && !chunked ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    outgoing.on('error', reject);
    if (chunked) for (const chunk of body) outgoing.write(chunk);
    else if (body) outgoing.write(body);
    outgoing.end();
  });

export const waitFor = async (origin, path = '/') => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      return await request(origin, path);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${origin} never answered`);
};
