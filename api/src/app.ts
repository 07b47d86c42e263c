import { constants as zlibConstants, type ZlibOptions, type ZstdOptions } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_VERSION } from './api-version';
import type { ApiConfig } from './config';
import { registerOpenApi } from './contract/openapi';
import type { Db } from './db/open';
import { MAX_BODY_LIMIT, registerBodyPolicy } from './http/body-policy';
import { createBotGuard } from './http/bot-guard';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { CLIENT_STATE_RETENTION, purgeClientState } from './store/client-state';
import { registerCatalogueScope } from './http/catalogue-scope';
import { createHumanChallenges } from './http/human-challenge';
import { isSiteOrigin } from './http/cors';
import { createLeadBudget, registerLeadBudget } from './http/lead-budget';
import { frameworkError, registerErrorHandling } from './http/error-handler';
import { HttpError } from './http/errors';
import { rejectNonFiniteNumbers } from './http/finite-numbers';
import { registerOperations } from './http/operations';
import { drainingCheck, drainState, type DrainState } from './http/graceful-stop';
import { registerQueryLists } from './http/query-lists';
import './http/route-config';
import { setSecurityHeaders } from './http/security-headers';
import { registerRequestTracing, tracingServerOptions } from './tracing/request-tracing';
import { decorateTrustedProxy, proveProxy, trustedProxyMatcher } from './http/trusted-proxies';
import { ChatFeed } from './chat/chat-events';
import { closeLeftConversations, LEFT_SWEEP_MS } from './chat/visitor-presence';
import { createSandboxProvider, SIGNATURE_HEADER } from './purchase/sandbox-provider';
import { registerRoutes } from './routes';
import { createDocumentFiles } from './store/document-files';
import { partnerDirectoryOf, type PartnerDirectory } from './store/partner-directory';
import { readProductTypes } from './store/product-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this app is stopping (http/graceful-stop.ts). */
    drain: DrainState;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: ApiConfig;
  /** Clock of the catalogue rules (new badge, notifications, chat hours); tests pin it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Close the database with the app (the server does; tests that reopen the file do too). */
  closeDb?: boolean;
  /** Partner lookups; default: the database's partners table, cached (tests count its reads). */
  partners?: PartnerDirectory;
  /**
   * Send answers with JSON.stringify instead of the response schemas' serialisers. Only the contract test
   * uses it: an answer must read the same both ways, so a schema never drops or changes a field.
   */
  serializeWithoutSchemas?: boolean;
}

/** docs/product/api.md#limits: bodies over 1 MB are refused with 413 (write routes have the body policy's smaller limits). */
export const BODY_LIMIT = MAX_BODY_LIMIT;

/** Answers smaller than this are sent as they are: the encoding would cost about what it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** Answers up to this size are compressed in one go (a compare page is about 50 KB); larger ones through a stream. */
export const COMPRESS_SYNC_LIMIT = 1024 * 1024;
/**
 * What each encoding costs a 50 KB compare answer here: zstd 3 about 80 µs for 2.2 KB (Chrome, Edge and Firefox
 * ask for it), brotli 4 with a 256 KB window about 145 µs for 2.1 KB (Safari), where brotli 5 took 220 µs for 1.9 KB.
 */
export const ZSTD_LEVEL = 3;
const ZSTD_OPTIONS: ZlibOptions & ZstdOptions = { params: { [zlibConstants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } };
export const BROTLI_QUALITY = 4;
export const BROTLI_WINDOW_BITS = 18;

/**
 * Fastify's own validation: closed schemas drop unknown keys; a text becomes the number or boolean its field
 * declares ("8" → 8), but a list never becomes a value nor a value a list (`"tipo": [8]` is a 400, not 8). A
 * query string's list parameter given once is made a list of one before validation (http/query-lists.ts).
 */
export const AJV_OPTIONS = {
  removeAdditional: true,
  coerceTypes: true,
  useDefaults: true,
  allErrors: false,
  allowUnionTypes: true,
} as const;

/** The API as a Fastify instance, not listening: the server listens, tests use inject(). */
/** How often an instance purges the client state that no longer counts. */
const CLIENT_STATE_PURGE_MS = 60_000;

export const buildApp = async ({
  db,
  config,
  now = () => new Date(),
  logger = false,
  closeDb = false,
  partners,
  serializeWithoutSchemas = false,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const isTrustedProxy = trustedProxyMatcher(config.trustedProxies);
  const proofOfProxy = proveProxy(config.proxySecret);
  const app = Fastify({
    // The logger with each line's trace ids, and the request id (tracing/request-tracing.ts).
    ...tracingServerOptions(logger),
    bodyLimit: BODY_LIMIT,
    // Only QS_TRUSTED_PROXIES may say who the client is (X-Forwarded-For) or which host and scheme it used.
    trustProxy: (address: string) => isTrustedProxy(address),
    // With QS_PROXY_SECRET, forwarding headers that came without it are dropped before routing, logging or any hook
    // reads them (http/trusted-proxies.ts); the URL itself is left as it is.
    rewriteUrl: (raw) => {
      proofOfProxy(raw);
      return raw.url ?? '/';
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: AJV_OPTIONS },
    frameworkErrors: frameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (serializeWithoutSchemas) app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // First: every later hook and handler runs in the request's span (docs/operations.md#tracing-and-logs).
  registerRequestTracing(app);
  // /healthz, /readyz and /metrics, answered before every hook below (rate limit, partner scope, CORS); request timings.
  const operations = registerOperations(app, { db, config });
  // A stop (server.ts, on SIGTERM) sets `app.drain.since`: readiness then answers 503 and every answer `Connection: close`.
  app.decorate('drain', drainState(app));
  operations.checks.draining = drainingCheck(app.drain);
  registerErrorHandling(app);
  registerQueryLists(app);
  decorateTrustedProxy(app, isTrustedProxy);
  const partnerDirectory = partners ?? partnerDirectoryOf(db, { siteDomain: config.site.domain });
  registerCatalogueScope(app, partnerDirectory);
  registerBodyPolicy(app, { productTypes: await readProductTypes(db) });
  registerLeadBudget(app, createLeadBudget({ db, limit: config.leadLimit }));

  await app.register(cors, {
    origin: (origin, callback) => {
      if (origin === undefined) return callback(null, true);
      isSiteOrigin(origin, { site: config.site, partners: partnerDirectory }).then(
        (allowed) => callback(null, allowed),
        (error: Error) => callback(error, false),
      );
    },
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'X-Country', 'x-qpversion', 'traceparent'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After'],
    maxAge: 600,
  });
  // JSON answers go out compressed when the client accepts it (zstd, else brotli, else gzip); the host's /api
  // proxy passes the encoding through. In one go on the request's own thread, not through a stream: on these
  // two cores a stream per answer (an encoder set up each time, the work handed to the thread pool) cost more
  // than the compression itself (docs/adr/0017-compare-index.md, "What a browser's call costs").
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: COMPRESS_SYNC_LIMIT,
    encodings: ['zstd', 'br', 'gzip'],
    // The plugin gives zstd the options it gives gzip (which ignores `params`).
    zlibOptions: ZSTD_OPTIONS,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
  await app.register(rateLimit, {
    global: true,
    store: databaseRateLimitStore(db),
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Demasiadas solicitudes. Intenta nuevamente en ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos.`,
      ),
  });

  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onSend', setSecurityHeaders);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) {
      const seconds = request.routeOptions.config?.cacheSeconds;
      const cacheable = request.method === 'GET' && reply.statusCode === 200 && seconds !== undefined;
      reply.header('Cache-Control', cacheable ? `public, max-age=${seconds}` : 'no-store');
    }
    return payload;
  });

  await registerOpenApi(app, API_VERSION);
  const chatFeed = new ChatFeed(db);
  app.addHook('onReady', async () => chatFeed.start());
  // preClose, not onClose: onClose waits for in-flight requests to finish, and an event stream never does.
  // Its browsers reconnect (to another instance, or to this one once it is back).
  app.addHook('preClose', async () => chatFeed.stop());
  // The sandbox's notifications go through the API's own webhook route (signature, state machine), as a real
  // provider's would over the network; app.inject keeps them on this instance, whatever address it listens on.
  const paymentProvider = createSandboxProvider({
    secret: config.paymentWebhookSecret,
    settleAfterMs: config.paymentSettleMs,
    notify: async (body, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/purchases/payment-notifications',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (answer.statusCode !== 204)
        app.log.warn({ status: answer.statusCode, body: answer.body }, 'payment notification refused');
    },
  });
  app.addHook('onClose', async () => paymentProvider.settled());
  const botGuard = createBotGuard({ db, limit: config.compareLimit, maxClears: config.humanClearsPerHour });
  app.addHook('onClose', async () => botGuard.close());
  await registerRoutes(app, {
    db,
    config,
    now,
    botGuard,
    humanChallenges: createHumanChallenges({ secret: config.humanChallengeSecret }),
    documents: createDocumentFiles(db, config.dataDir),
    partners: partnerDirectory,
    chatFeed,
    paymentProvider,
  });
  // Old client windows, passes and suspicions go every minute (each instance purges; the deletes are idempotent).
  const purge = setInterval(() => {
    purgeClientState(db, Date.now(), CLIENT_STATE_RETENTION).catch((error: unknown) =>
      app.log.warn({ err: error }, 'client state purge failed'),
    );
  }, CLIENT_STATE_PURGE_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Conversations whose visitor's pages all went away are closed with the notice to the agent (any instance may).
  const leftSweep = setInterval(() => {
    closeLeftConversations(db, Date.now(), config.chatLeftGraceMs).catch((error: unknown) =>
      app.log.warn({ err: error }, 'chat left sweep failed'),
    );
  }, LEFT_SWEEP_MS);
  leftSweep.unref();
  app.addHook('onClose', async () => clearInterval(leftSweep));
  if (closeDb) app.addHook('onClose', async () => db.destroy());
  return app;
};
