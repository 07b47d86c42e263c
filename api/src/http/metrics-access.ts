import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { relayedWithoutProxyProof } from './trusted-proxies';

/**
 * Who may read /metrics (docs/operations.md#metrics), the rule of the site's servers (tools/server/metrics-access.mjs):
 * with QS_METRICS_TOKEN set, only `Authorization: Bearer <token>`; without it, only a direct connection from this
 * machine's loopback that no proxy relayed (the host's /api proxy and a TLS proxy on the same machine connect from
 * loopback too, but always add X-Forwarded-For). Anyone else gets the API's 404 for an unknown route.
 */
const FORWARDING_HEADER = /^(x-forwarded-|forwarded$|x-real-ip$)/i;

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a socket's peer is this machine's loopback (an IPv4 peer of a dual-stack socket too). */
export const isLoopbackPeer = (address: string | undefined): boolean => {
  if (typeof address !== 'string') return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = net.isIP(plain);
  return family !== 0 && loopback.check(plain, family === 6 ? 'ipv6' : 'ipv4');
};

/** Compares digests, so the time taken says nothing about the token. */
const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

export const metricsAccessAllowed = (
  request: Pick<FastifyRequest, 'headers'> & { socket?: { remoteAddress?: string }; raw?: FastifyRequest['raw'] },
  token: string | null,
): boolean => {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''));
    return match?.[1] !== undefined && sameSecret(match[1], token);
  }
  // With QS_PROXY_SECRET, forwarding headers sent without it were removed before this (trusted-proxies.ts): its mark.
  if (
    relayedWithoutProxyProof(request.raw) ||
    Object.keys(request.headers).some((name) => FORWARDING_HEADER.test(name))
  )
    return false;
  return isLoopbackPeer(request.socket?.remoteAddress);
};
