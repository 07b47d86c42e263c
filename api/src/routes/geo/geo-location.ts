import type { FastifyRequest } from 'fastify';
import { answers, RefreshQuery, VisitorLocationAnswer } from '@qs/contract';
import type { RouteModule } from '../context';

/** The site's own country: a visitor whose edge gave no usable country is most likely a local visitor. */
export const SITE_COUNTRY = 'CO';

/**
 * Country headers an edge or a proxy in front of the API may add, most specific first
 * (Cloudflare's CF-IPCountry, then a generic X-Country-Code).
 */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** Codes edges use for "no country": XX unknown, T1 Tor (Cloudflare). */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** The visitor's ISO 3166-1 alpha-2 country from the request headers, or null. */
export const countryFromHeaders = (headers: FastifyRequest['headers']): string | null => {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
};

/**
 * Designed: GET /api/geo/location — the product's "Visitor location lookup" (docs/product/api.md#reference-data) (path not shown; the answer
 * carries the country code in `loc`). The API does not geolocate addresses itself: it trusts the
 * country header of the edge (passed on by a trusted proxy), else answers the site's country. Never cached: it depends on the caller.
 */
export const geoLocationRoutes: RouteModule = (app) => {
  app.get(
    '/api/geo/location',
    { schema: { querystring: RefreshQuery, response: answers({ 200: VisitorLocationAnswer }) } },
    async (request) => ({
      // Edge headers count only through a trusted proxy (QS_TRUSTED_PROXIES), like X-Forwarded-For.
      data: { loc: (request.viaTrustedProxy ? countryFromHeaders(request.headers) : null) ?? SITE_COUNTRY },
    }),
  );
};
