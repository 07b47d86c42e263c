import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The peer is one of QS_TRUSTED_PROXIES: its X-Forwarded-* headers are believed. */
    readonly viaTrustedProxy: boolean;
  }
}

/** Names proxy-addr (Fastify's trustProxy) knows, so QS_TRUSTED_PROXIES reads like Express's or Fastify's. */
const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Default: nobody. Trusting loopback by default let any process on the machine pose as any visitor; whoever
 * puts a proxy in front says so (`npm start` sets loopback for its API, behind the host's /api proxy).
 */
export const DEFAULT_TRUSTED_PROXIES = 'none';

const family = (address: string): 'ipv4' | 'ipv6' | null =>
  isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;

/**
 * QS_TRUSTED_PROXIES as a list of addresses and CIDR ranges (keywords expanded); `none` (alone) or an empty
 * value trusts nobody. An entry that is neither stops the start: a typo must not silently trust everybody or
 * nobody. 'true' and '*' are refused too.
 */
export const parseTrustedProxies = (text: string = DEFAULT_TRUSTED_PROXIES): string[] => {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0]!.toLowerCase() === 'none') return [];
  return entries.flatMap((entry) => {
    const known = KEYWORDS[entry.toLowerCase()];
    if (known) return [...known];
    const [address = '', prefix, extra] = entry.split('/');
    const kind = family(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const validPrefix = bits === null || (/^\d{1,3}$/.test(prefix ?? '') && bits <= (kind === 'ipv4' ? 32 : 128));
    if (!kind || extra !== undefined || !validPrefix)
      throw new Error(
        `QS_TRUSTED_PROXIES: "${entry}" no es una dirección IP, un rango CIDR ni loopback/linklocal/uniquelocal`,
      );
    return [entry];
  });
};

/** '::ffff:127.0.0.1' (an IPv4 peer on a dual-stack socket) is checked as 127.0.0.1. */
const unmapped = (address: string): string =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** Whether an address is one of the trusted proxies. */
export const trustedProxyMatcher = (entries: readonly string[]): ((address: string | undefined) => boolean) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const kind = family(address)!;
    if (prefix === undefined) list.addAddress(address, kind);
    else list.addSubnet(address, Number(prefix), kind);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmapped(address);
    const kind = family(plain);
    return kind !== null && list.check(plain, kind);
  };
};

/** The header the site's own servers send the API with QS_PROXY_SECRET (tools/server/proxy-secret.mjs). */
export const PROXY_SECRET_HEADER = 'x-qs-proxy-secret';
/** Shortest QS_PROXY_SECRET accepted: a guessable one would be no proof. */
export const MIN_PROXY_SECRET_LENGTH = 32;

/** QS_PROXY_SECRET: unset or empty is none; a short one stops the start, as a bad proxy entry does. */
export const parseProxySecret = (text: string | undefined): string | null => {
  if (text === undefined || text === '') return null;
  if (text.length < MIN_PROXY_SECRET_LENGTH)
    throw new Error(`QS_PROXY_SECRET: debe tener al menos ${MIN_PROXY_SECRET_LENGTH} caracteres`);
  return text;
};

/** Headers by which a proxy speaks for the visitor: whoever sends them without the secret is not believed. */
const FORWARDING_HEADER = /^(x-forwarded-|forwarded$|x-real-ip$)/i;
/** Requests that came without the proxy secret while one is required; those of them that sent forwarding headers. */
const withoutProof = new WeakSet<IncomingMessage>();
const relayedWithoutProof = new WeakSet<IncomingMessage>();

const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * With QS_PROXY_SECRET, run on the raw request before anything reads it (the app's `rewriteUrl`, ahead of the
 * router, the request log and every hook): a request without the secret loses its X-Forwarded-*, Forwarded and
 * X-Real-IP headers, so `request.ip`, `request.host` and `request.protocol` are the socket's own, and
 * `viaTrustedProxy` is false (edge country headers, the partner's forwarded host). The secret header itself is
 * removed either way, so nothing after this (logs, handlers) holds it. Without a secret, nothing changes.
 */
export const proveProxy =
  (secret: string | null) =>
  (raw: IncomingMessage): void => {
    if (secret === null) return;
    const given = raw.headers[PROXY_SECRET_HEADER];
    delete raw.headers[PROXY_SECRET_HEADER];
    if (typeof given === 'string' && sameSecret(given, secret)) return;
    withoutProof.add(raw);
    for (const name of Object.keys(raw.headers)) {
      if (!FORWARDING_HEADER.test(name)) continue;
      delete raw.headers[name];
      relayedWithoutProof.add(raw);
    }
  };

/** Whether the request lacked the proxy secret that QS_PROXY_SECRET requires: it speaks for nobody but itself. */
export const proxyProofMissing = (raw: IncomingMessage | undefined): boolean =>
  raw !== undefined && withoutProof.has(raw);

/** Whether the request sent forwarding headers without the secret (they were removed): it claimed a relay. */
export const relayedWithoutProxyProof = (raw: IncomingMessage | undefined): boolean =>
  raw !== undefined && relayedWithoutProof.has(raw);

/**
 * Fastify's trustProxy function and the request's `viaTrustedProxy`: X-Forwarded-For is walked from the
 * socket outwards only through trusted hops (request.ip is the first untrusted one, the real client), and
 * X-Forwarded-Host/-Proto count only when the socket's peer is trusted. A visitor who sends them directly
 * changes nothing.
 */
export const decorateTrustedProxy = (
  app: FastifyInstance,
  isTrusted: (address: string | undefined) => boolean,
): void => {
  app.decorateRequest('viaTrustedProxy', {
    getter(this: FastifyRequest) {
      return isTrusted(this.socket?.remoteAddress) && !proxyProofMissing(this.raw);
    },
  });
};

const lastEntry = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  const last = text?.split(',').pop()?.trim();
  return last ? last : undefined;
};

/** The site host a trusted proxy (the host's /api proxy) says the visitor used; undefined from anyone else. */
export const forwardedHost = (request: FastifyRequest): string | undefined =>
  request.viaTrustedProxy ? lastEntry(request.headers['x-forwarded-host']) : undefined;
