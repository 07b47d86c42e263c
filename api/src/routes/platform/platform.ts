import { API_VERSION } from '../../api-version';
import {
  answers,
  ErrorBody,
  RefreshQuery,
  ChatAvailabilityAnswer,
  HealthAnswer,
  NotRobotAnswer,
  NotRobotBody,
  NotRobotQuery,
  VersionAnswer,
} from '@qs/contract';
import { catalogueVersion } from '../../catalogue/version';
import { agentsOnline } from '../../chat/agents';
import { errorBody } from '../../http/errors';
import { CHALLENGE_MESSAGES } from '../../http/human-challenge';
import type { RouteModule } from '../context';
import { isWithinSupportHours, SUPPORT_HOURS } from './support-hours';

/** Operational calls: the bot clearance, version, chat availability, client error reports and health. */
export const platformRoutes: RouteModule = (app, { db, config, now, botGuard, humanChallenges }) => {
  // 'Soy humano!' (docs/product/api.md#robot-check, docs/security.md#human-challenge): clearing takes the signed challenge of the robot answer,
  // in a POST; a bare GET (what the product's call was) clears nothing. And the nonce of its proof
  // of work (the challenge alone was an echo any script could send), a few times an hour per client at most.
  // The nonce is optional in the schema so that the challenge's own refusals (forged, expired, another
  // client's: get a new one) come first; verify() then refuses a missing nonce as it refuses a wrong one.
  app.get(
    '/api/buscarplanes/notrobot',
    {
      schema: { querystring: NotRobotQuery, response: { 405: ErrorBody } },
    },
    async (_request, reply) => reply.code(405).header('Allow', 'POST').send(errorBody(405, CHALLENGE_MESSAGES.bareGet)),
  );

  app.post(
    '/api/buscarplanes/notrobot',
    {
      schema: { body: NotRobotBody, response: answers({ 200: NotRobotAnswer }) },
      config: {
        messages: {
          challenge: {
            required: CHALLENGE_MESSAGES.missing,
            type: CHALLENGE_MESSAGES.invalid,
            minLength: CHALLENGE_MESSAGES.missing,
            maxLength: CHALLENGE_MESSAGES.invalid,
          },
          nonce: { required: CHALLENGE_MESSAGES.work, type: CHALLENGE_MESSAGES.work, pattern: CHALLENGE_MESSAGES.work },
        },
      },
    },
    async (request, reply) => {
      const check = humanChallenges.verify(request.body.challenge, request.body.nonce, request.ip);
      if (!check.ok) return reply.code(check.status).send(errorBody(check.status, check.message));
      // Single use: the challenge's episode ends here; it (or another of the same episode) clears nothing again.
      const cleared = await botGuard.clear(request.ip, check.episode);
      if (!cleared.ok && cleared.reason === 'stale')
        return reply.code(409).send(errorBody(409, CHALLENGE_MESSAGES.used));
      if (!cleared.ok) {
        const seconds = Math.max(1, Math.ceil(cleared.retryAfterMs / 1000));
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send(errorBody(429, CHALLENGE_MESSAGES.tooManyClears));
      }
      return reply.header('Cache-Control', 'no-store').send({ data: { human: true } });
    },
  );

  app.get(
    '/api/qp-version',
    { schema: { querystring: RefreshQuery, response: answers({ 200: VersionAnswer }) } },
    async () => ({
      data: { name: '@qs/api', version: API_VERSION, catalogueVersion: catalogueVersion() },
    }),
  );

  app.get(
    '/api/chat/available',
    {
      schema: { querystring: RefreshQuery, response: answers({ 200: ChatAvailabilityAnswer }) },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const { partner } = request.catalogueScope;
      const open = config.chatMode === 'always' || (config.chatMode === 'hours' && isWithinSupportHours(now()));
      return {
        data: {
          active: open && partner?.subdomainLayout.chatEnabled !== false,
          hours: SUPPORT_HOURS,
          agentsOnline: await agentsOnline(db, Date.now()),
        },
      };
    },
  );

  app.get(
    '/api/health',
    { schema: { querystring: RefreshQuery, response: answers({ 200: HealthAnswer }) } },
    async (_request, reply) => {
      const { plans } = await db
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll<number>().as('plans'))
        .executeTakeFirstOrThrow();
      const documents = await db
        .selectFrom('documents')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('size').as('generated')])
        .executeTakeFirstOrThrow();
      return reply
        .header('Cache-Control', 'no-store')
        .send({ data: { status: 'ok', version: API_VERSION, catalogueVersion: catalogueVersion(), plans, documents } });
    },
  );
};
