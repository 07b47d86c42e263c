// The capture worker's HTTP face: hosts send it the pages they served without a snapshot (and their
// warm set); it answers at once and takes them in the background, into the shared snapshot store.
// Only callers with the prerender token (QS_PRERENDER_TOKEN, which every host and the worker share) are
// heard: the worker may listen on a network address when hosts run on other machines.
import { timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';

const JOB = {
  type: 'object',
  required: ['pathname', 'variant', 'version'],
  additionalProperties: false,
  properties: {
    // A snapshot page (snapshot-page.mjs): a path, or a comparator's path with its results view.
    pathname: { type: 'string', maxLength: 400 },
    // A partner's subdomain label: the page is taken on its host name.
    partner: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$' },
    variant: { enum: ['desktop', 'mobile'] },
    // registryVersion() of snapshot-store.mjs: 16 hex digits.
    version: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    client: { type: 'string', maxLength: 64 },
    low: { type: 'boolean' },
    pinned: { type: 'boolean' },
    // A page still served whose snapshot has lived half its TTL: taken again before it expires.
    refresh: { type: 'boolean' },
  },
};
const JOBS_BODY = { type: 'object', required: ['jobs'], additionalProperties: false, properties: { jobs: { type: 'array', minItems: 1, maxItems: 200, items: JOB } } };

const sameToken = (given, token) => {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(String(given ?? ''));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** @typedef {{ pathname: string, partner?: string, variant: string, version: string, client?: string, low?: boolean, pinned?: boolean, refresh?: boolean }} Job */

/**
 * `prerenderer` (prerenderer.mjs) queues and takes; `store` is what it writes to (for the status).
 * @param {{ prerenderer: import('./prerenderer.mjs').Prerenderer, store: import('./snapshot-store.mjs').SnapshotStore, token: string }} options
 */
export const buildCaptureService = ({ prerenderer, store, token }) => {
  // A job with a field it does not know is refused, not trimmed.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, ajv: { customOptions: { removeAdditional: false } } });
  app.addHook('onRequest', async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) {
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Falta el token del prerenderizador' });
    }
  });
  // Each job is accepted or not (not a page of this site, already queued, failed lately, queue or the
  // client's share full): the host does not wait for the snapshot.
  app.post('/jobs', { schema: { body: JOBS_BODY } }, async (request, reply) => {
    const { jobs } = /** @type {{ jobs: Job[] }} */ (request.body);
    const accepted = jobs.map(({ pathname, partner, variant, version, client, low, pinned, refresh }) =>
      prerenderer.enqueue(pathname, variant, { version, client, low, pinned, partner, refresh }),
    );
    return reply.code(202).send({ accepted });
  });
  app.get('/status', async () => ({
    pending: prerenderer.pending,
    queue: prerenderer.queue,
    captured: prerenderer.captured,
    recent: prerenderer.recent,
    snapshots: await store.size(),
  }));
  return app;
};
