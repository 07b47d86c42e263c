import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../../compare/answer-cache';
import { compareIndex } from '../../compare/compare-index';
import { answerJson, answerSerializers } from '../../compare/answer-json';
import { answerKey } from '../../compare/answer-key';
import { comparePage } from '../../compare/compare-service';
import { answers, BotSuspicion, CompareAnswer, CompareBody, CompareQuery } from '@qs/contract';
import { normalizeCompare, type RawCompare } from '../../compare/compare-request';
import { acceptsGzip } from '../../http/accepts-gzip';
import { BOT_MESSAGE } from '../../http/bot-guard';
import { noteCompareAnswer } from '../../http/metrics';
import { badRequest, errorBody } from '../../http/errors';
import { workBits } from '../../http/proof-of-work';
import { petsProfileProblem } from '../../pricing/pet-profile';
import { findComparator, type ComparatorBody } from '../../store/comparators';
import type { RouteModule } from '../context';

const PATH = '/api/insurance/compare/metadata';

/**
 * GET (first visit) and POST (with a profile) compare. Too many calls from one client answer the product's
 * 401 robot message (docs/product/api.md#robot-check) (with a signed challenge) until POST /api/buscarplanes/notrobot answers it (with its proof
 * of work, a few times an hour at most); the general rate limiter (429) does not apply.
 */
export const compareRoutes: RouteModule = (app, ctx) => {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const suspicion = await ctx.botGuard.hit(request.ip);
    if (!suspicion) return undefined;
    // docs/security.md#human-challenge: the robot answer carries the signed challenge that 'Soy humano!'
    // answers, with a proof of work that doubles with each pass of this client in the hour.
    const bits = workBits(ctx.config.humanPowBits, suspicion.clears);
    const { challenge, expiresAt } = ctx.humanChallenges.issue(request.ip, suspicion.episode, bits);
    return reply
      .code(401)
      .send(errorBody(401, BOT_MESSAGE, { code: 'BOT_SUSPICION', challenge, challengeExpiresAt: expiresAt }));
  };
  const comparatorPaging = async (slug: string | null | undefined) => {
    if (slug === null || slug === undefined || slug === '') return null;
    const comparator = await findComparator(ctx.db, slug);
    if (!comparator) throw badRequest(`Comparador desconocido: ${slug.slice(0, 60)}`);
    return comparator;
  };
  // The pet comparator prices the pets its profile form asks for: a profile without one, or with a pet the form
  // refuses (a 21-year-old dog), is answered with the form's own message rather than priced as nobody.
  const checkProfile = (comparator: ComparatorBody | null, raw: RawCompare) => {
    if (comparator?.profileForm !== 'pets' || !raw.profile) return;
    const problem = petsProfileProblem(raw.profile);
    if (problem) throw badRequest(problem);
  };
  // Answers of the same call (its ages as price classes: answer-key.ts) are given again for a minute (answer-cache.ts), to a browser already compressed
  // (gzip-around.ts). An answer is written from its cards' kept pieces (answer-json.ts), as the route's schema writes it.
  const keptAnswers = new AnswerCache();
  const answer = async (request: FastifyRequest, reply: FastifyReply, raw: RawCompare) => {
    const allowedOrganizations = [...(request.catalogueScope.organizations ?? [])];
    const comparator = await comparatorPaging(raw.comparator);
    checkProfile(comparator, raw);
    const call = normalizeCompare(raw, comparator);
    const index = await compareIndex(ctx.db);
    const uuid = call.uuid ?? randomUUID();
    const key = answerKey(index, allowedOrganizations, call);
    reply.type('application/json; charset=utf-8');
    if (key !== null && acceptsGzip(request.headers['accept-encoding'])) {
      const zipped = keptAnswers.getGzip(key, uuid);
      if (zipped) {
        noteCompareAnswer(request, 'kept');
        // Added to what the answer already varies on (Origin, X-Forwarded-Host), as the compression plugin does.
        const vary = reply.getHeader('Vary');
        return reply
          .header('Content-Encoding', 'gzip')
          .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
          .send(zipped);
      }
    }
    const kept = key === null ? undefined : keptAnswers.get(key, uuid);
    if (kept) {
      noteCompareAnswer(request, 'kept');
      return reply.send(kept);
    }
    const { cards, metaData } = await comparePage(
      ctx.db,
      { ...call, uuid },
      { now: ctx.now(), allowedOrganizations, index },
    );
    const body = answerJson(
      answerSerializers((schema) => reply.compileSerializationSchema(schema as unknown as Record<string, unknown>)),
      cards,
      metaData,
    );
    if (key !== null) keptAnswers.set(key, body, uuid);
    noteCompareAnswer(request, 'priced');
    return reply.send(body);
  };
  const config = { rateLimit: false } as const;
  const response = answers({ 200: CompareAnswer, 401: BotSuspicion });

  app.get(PATH, { schema: { querystring: CompareQuery, response }, onRequest: guard, config }, async (request, reply) =>
    answer(request, reply, request.query),
  );
  app.post(PATH, { schema: { body: CompareBody, response }, onRequest: guard, config }, async (request, reply) =>
    answer(request, reply, request.body),
  );
};
