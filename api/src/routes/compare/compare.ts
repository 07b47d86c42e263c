import type { FastifyReply, FastifyRequest } from 'fastify';
import { compare } from '../../compare/compare-service';
import { normalizeCompare, type RawCompare } from '../../compare/compare-request';
import { BOT_MESSAGE } from '../../http/bot-guard';
import { badRequest, errorBody } from '../../http/errors';
import { findComparator } from '../../store/comparators';
import { forwardedHost } from '../../http/trusted-proxies';
import { partnerOfHost } from '../../store/partners';
import type { RouteModule } from '../context';
import { compareBodySchema, compareQuerySchema } from './compare-schemas';

const PATH = '/api/insurance/compare/metadata';

/**
 * GET (first visit) and POST (with a profile) compare. Too many calls from one client answer the seed's
 * 401 robot message until GET /api/buscarplanes/notrobot; the general rate limiter (429) does not apply.
 */
export const compareRoutes: RouteModule = (app, ctx) => {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (ctx.botGuard.hit(request.ip)) return reply.code(401).send(errorBody(401, BOT_MESSAGE, { code: 'BOT_SUSPICION' }));
    return undefined;
  };
  const comparatorPaging = (slug: string | null | undefined) => {
    if (slug === null || slug === undefined || slug === '') return null;
    const comparator = findComparator(ctx.db, slug);
    if (!comparator) throw badRequest(`Comparador desconocido: ${slug.slice(0, 60)}`);
    return comparator;
  };
  const answer = (request: FastifyRequest, raw: RawCompare) => {
    const partner = partnerOfHost(ctx.db, forwardedHost(request));
    return compare(ctx.db, normalizeCompare(raw, comparatorPaging(raw.comparator)), { now: ctx.now(), allowedOrganizations: partner?.allowedOrganizations ?? [] });
  };
  const config = { rateLimit: false } as const;

  app.get<{ Querystring: RawCompare }>(PATH, { schema: { querystring: compareQuerySchema }, onRequest: guard, config }, async (request) => answer(request, request.query));
  app.post<{ Body: RawCompare }>(PATH, { schema: { body: compareBodySchema }, onRequest: guard, config }, async (request) => answer(request, request.body));
};
