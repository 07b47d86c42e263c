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
      return isTrusted(this.socket?.remoteAddress);
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
