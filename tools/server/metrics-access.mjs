// Who may read a server's /metrics (docs/operations.md#metrics): they are not public. With QS_METRICS_TOKEN set, only
// a request carrying `Authorization: Bearer <token>`; without it, only a direct connection from this machine's
// loopback that no proxy relayed (no X-Forwarded-* / Forwarded / X-Real-IP header: a TLS proxy on the same machine
// connects from loopback too, and would otherwise hand the metrics to any visitor). Anyone else gets the server's
// ordinary 404, as for a path that does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';

const FORWARDING_HEADER = /^(x-forwarded-|forwarded$|x-real-ip$)/i;

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a socket's peer address is this machine's loopback (an IPv4 peer of a dual-stack socket too). */
export const isLoopbackPeer = (/** @type {string | undefined} */ address) => {
  if (typeof address !== 'string') return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = net.isIP(plain);
  return family !== 0 && loopback.check(plain, family === 6 ? 'ipv6' : 'ipv4');
};

/** Compares digests, so the time taken says nothing about the token. */
const sameSecret = (/** @type {string} */ given, /** @type {string} */ expected) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * Whether `request` may read the metrics.
 * @param {{ headers: Record<string, string | string[] | undefined>, socket?: { remoteAddress?: string } }} request
 * @param {string | null | undefined} token QS_METRICS_TOKEN
 */
export const metricsAccessAllowed = (request, token) => {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''));
    return match !== null && sameSecret(/** @type {string} */ (match[1]), token);
  }
  if (Object.keys(request.headers).some((name) => FORWARDING_HEADER.test(name))) return false;
  return isLoopbackPeer(request.socket?.remoteAddress);
};
