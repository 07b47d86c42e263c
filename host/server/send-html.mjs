// The plain shell's HTML, written per request (its settings, registry and hints), compressed like the
// static files: brotli, else gzip, by the request's Accept-Encoding.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
export const sendHtml = async (request, reply, html) => {
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (html.length < 1024) return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(Buffer.from(html), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(Buffer.from(html)));
  return reply.send(html);
};
