import type { FastifyRequest } from 'fastify';
import { proxyProofMissing } from './trusted-proxies';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * docs/security.md#bounded-lookups: a call the site's own server makes for the whole site (its partner and iframe
 * lookups): from this machine — where `npm start` runs the host, the proxy it has the API trust
 * (QS_TRUSTED_PROXIES=loopback) — and on behalf of no forwarded visitor. Such calls must not spend a
 * visitor quota: invented host names would otherwise drain the one bucket every partner page needs.
 * A lookup that forwards the visitor (X-Forwarded-For) is limited per that visitor instead. With QS_PROXY_SECRET
 * (npm start makes one), only a call that carries it is the site's: another local process is a client like any.
 */
export const isSiteServerCall = (request: FastifyRequest): boolean =>
  request.headers['x-forwarded-for'] === undefined &&
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  !proxyProofMissing(request.raw);
