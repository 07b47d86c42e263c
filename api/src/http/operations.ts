import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import type { Db } from '../db/open';
import { apiChecks, runChecks, type Checks } from './health';
import { metricsAccessAllowed } from './metrics-access';
import { createApiMetrics, type ApiMetrics } from './metrics';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * GET /healthz, /readyz and /metrics (docs/operations.md), outside `/api`: the host proxies only `/api/*`, so none of
 * them is reachable through it. They are answered by the app's first onRequest hook, before the rate limit, the
 * catalogue scope, CORS and the robot guard: a probe costs no visitor's quota, needs no partner lookup, and a
 * database that does not answer cannot make /healthz fail. Call it before anything else adds a hook.
 * `GET /api/health` (the host's API pool checks it) stays as it is.
 */
export const registerOperations = (
  app: FastifyInstance,
  { db, config }: { db: Db; config: ApiConfig },
): { metrics: ApiMetrics; checks: Checks } => {
  const metrics = createApiMetrics(db);
  const checks = apiChecks(db);
  const handlers = new Map<string, Handler>([
    ['/healthz', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' })],
    [
      '/readyz',
      async (_request, reply) => {
        const result = await runChecks(checks);
        return reply
          .code(result.ready ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send(
            result.ready
              ? { status: 'ready', checks: result.checks }
              : { status: 'not ready', failing: result.failing, checks: result.checks },
          );
      },
    ],
    [
      '/metrics',
      async (request, reply) => {
        // Not allowed: the API's 404 for an unknown route, nothing that reveals the route.
        if (!metricsAccessAllowed(request, config.metricsToken)) return reply.callNotFound();
        const { contentType, body } = await metrics.scrape();
        return reply.header('Cache-Control', 'no-store').type(contentType).send(body);
      },
    ],
  ]);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    const handler = url === undefined ? undefined : handlers.get(url);
    if (!handler || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    await handler(request, reply);
    return reply;
  });
  // Real routes too: their patterns label their own timings, and a method they do not take is the usual 404.
  for (const [url, handler] of handlers) app.get(url, async (request, reply) => handler(request, reply));
  app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply));
  // The checks are read on each probe: a part of the app set up later (a stop's drain) may add its own.
  return { metrics, checks };
};
