// Plain HTTP(S) GETs for the admission: the body as the server sent it (its Content-Encoding untouched), so the
// bytes a visitor receives can be counted, then decoded for reading. fetch would decode it and hide that size.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What browsers accept today: the static servers then send their brotli copy (tools/server/static-files.mjs). */
export const BROWSER_ENCODINGS = 'br, gzip';
const TIMEOUT_MS = 15_000;

/**
 * @typedef {{ url: string, status: number, encoding: string, sent: Buffer, body: Buffer }} Answer
 * `sent`: the body as it came over the wire; `body`: decoded.
 */

/** @param {Buffer} sent @param {string} encoding */
const decode = (sent, encoding) => {
  if (encoding === 'br') return brotliDecompressSync(sent);
  if (encoding === 'gzip') return gunzipSync(sent);
  if (encoding === '' || encoding === 'identity') return sent;
  throw new Error(`unknown Content-Encoding "${encoding}"`);
};

/**
 * GET `url` with `Accept-Encoding` as a browser sends it.
 * @param {string} url @returns {Promise<Answer>}
 */
export const get = (url, { acceptEncoding = BROWSER_ENCODINGS } = {}) =>
  new Promise((resolve, reject) => {
    const client = new URL(url).protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding }, timeout: TIMEOUT_MS },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? '').trim();
          try {
            resolve({ url, status: response.statusCode ?? 0, encoding, sent, body: decode(sent, encoding) });
          } catch (error) {
            reject(new Error(`${url}: ${/** @type {Error} */ (error).message}`));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in ${TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
  });

/** GET `url`, which must answer 200 with JSON. @param {string} url */
export const getJson = async (url) => {
  const answer = await get(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new Error(`${url} is not JSON`);
  }
};

/** Whether `url` answers 200 (a GET: static servers and CDNs answer it as they would a browser). @param {string} url */
export const exists = async (url) => {
  try {
    return (await get(url)).status === 200;
  } catch {
    return false;
  }
};
