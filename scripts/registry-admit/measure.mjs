// The JS a page fetches from a remote the first time it renders the remote's modules, fetched over HTTP from the
// build's origin as a browser would (Accept-Encoding: br, gzip), and counted as the bundle bench counts it
// (e2e/support/measure-js.ts): the bytes sent, and gzip -9 of the decoded file.
import { gzipSync } from 'node:zlib';
import { get } from './http.mjs';

/**
 * The remote entry and every exposed module's sync JS. Async chunks (loaded on demand, as pdf.js is) and the
 * shared libraries' fallbacks (never loaded while the host shares them) are not part of a first load.
 * @param {import('./manifest.mjs').RemoteBuild} build
 */
export const firstLoadFiles = (build) => [
  ...new Set([build.remoteEntry, ...build.exposes.flatMap((expose) => expose.js.sync)]),
];

/**
 * @param {string[]} urls
 * @returns {Promise<{ files: { url: string, sent: number, gzip: number, encoding: string }[], sent: number, gzip: number }>}
 */
export const measureJs = async (urls) => {
  const files = await Promise.all(
    urls.map(async (url) => {
      const answer = await get(url);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      return {
        url,
        sent: answer.sent.length,
        gzip: gzipSync(answer.body, { level: 9 }).length,
        encoding: answer.encoding,
      };
    }),
  );
  return {
    files,
    sent: files.reduce((sum, file) => sum + file.sent, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
};
