// The host's Prometheus metrics (docs/operations.md#metrics), in a registry of each host app (tests build several in
// one process), beside the process's own (CPU, memory, event loop, GC), which are the process's whatever app asks.
// Labels are bounded: a request is labelled by the route pattern it matched, a page by the route table's pattern,
// a render by the exposed module of the page's slot; never by the address a visitor typed.
import client from 'prom-client';
import { routeMatchForPath } from '../src/app/route-table.mjs';

/** Seconds; a page's render is bounded by the render budget (300 ms by default) plus streaming what is late. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** @type {import('prom-client').Registry | null} */
let processRegistry = null;
/**
 * The process's default metrics, started by the first scrape: one set per process (each set starts an event-loop
 * monitor and a GC observer that are never stopped, so not one per app a test builds).
 */
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** `2xx`, `4xx`, … */
export const statusClassOf = (/** @type {number} */ status) => `${Math.floor(status / 100)}xx`;

/**
 * The route label of a host request: its route's pattern; `static` for a file of the build (each is a route of its
 * own); for a page (the not-found handler serves every page but `/`) the route table's pattern, `/*` for the
 * landings' fallback; `unmatched` for anything else.
 * @param {import('fastify').FastifyRequest} request
 */
export const routeLabelOf = (request) => {
  const url = request.routeOptions.url;
  if (url !== undefined) return request.routeOptions.config?.file === undefined ? url : 'static';
  const path = String(request.url).split('?')[0] ?? '';
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(?:\/|$)/.test(path);
  if (!isPage) return 'unmatched';
  return routeMatchForPath(path).path ?? '/*';
};

/** The exposed module of the page's slot that renders `url` (a bounded set: the route table's modules). */
const slotOf = (/** @type {string} */ url) => routeMatchForPath(new URL(url, 'http://site').pathname).module;

/**
 * @param {{ api: { urls: string[], inRotation: () => string[] } }} host the host's API pool
 */
export const createHostMetrics = ({ api }) => {
  const registry = new client.Registry();
  const requests = new client.Histogram({
    name: 'qs_host_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const renders = new client.Histogram({
    name: 'qs_host_page_render_duration_seconds',
    help: "Server render of a page, from its start to its stream's end, by the page slot's exposed module and outcome (complete, partial: a slot failed and renders in the browser, redirect, failed).",
    labelNames: ['slot', 'outcome'],
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: 'qs_host_page_cache_total',
    help: 'Server-rendered pages sent from the page cache (kept) or rendered for the visitor (rendered).',
    labelNames: ['result'],
    registers: [registry],
  });
  new client.Gauge({
    name: 'qs_host_api_instances',
    help: 'API instances of the pool, in rotation or left out, as the pool sees them now.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const live = api.inRotation().length;
      this.set({ state: 'in_rotation' }, live);
      this.set({ state: 'out' }, api.urls.length - live);
    },
  });

  /**
   * Called once per answered request (onResponse). A page sent by the server renderer is counted as kept when it
   * came from the page cache (its scripts are then allowed by hashes, shell-pages.mjs) and as rendered otherwise.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   */
  const observeRequest = (request, reply) => {
    requests.observe(
      {
        route: routeLabelOf(request),
        method: METHODS.has(request.method) ? request.method : 'other',
        status_class: statusClassOf(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    if (request.serverRendered) pageCache.inc({ result: request.scriptHashes ? 'kept' : 'rendered' });
  };

  /**
   * The server renderer with each render timed; everything else as it is.
   * @template {{ renderPage: (request: any) => Promise<any> }} R
   * @param {R} renderer
   * @returns {R}
   */
  const timedRenderer = (renderer) => ({
    ...renderer,
    renderPage: async (renderRequest) => {
      const end = renders.startTimer({ slot: slotOf(renderRequest.url) });
      let failedSlots = 0;
      let timed = false;
      const finish = (/** @type {string} */ outcome) => {
        if (timed) return;
        timed = true;
        end({ outcome });
      };
      /** @type {any} */
      let rendered;
      try {
        rendered = await renderer.renderPage({
          ...renderRequest,
          onError: (/** @type {unknown} */ error) => {
            failedSlots += 1;
            renderRequest.onError?.(error);
          },
        });
      } catch (error) {
        finish('failed');
        throw error;
      }
      if (rendered.redirect) {
        finish('redirect');
        return rendered;
      }
      rendered.body.once('end', () => finish(failedSlots > 0 ? 'partial' : 'complete'));
      rendered.body.once('error', () => finish('failed'));
      return rendered;
    },
  });

  /** The metrics in Prometheus's text format: this app's and the process's. */
  const scrape = async () => {
    const merged = client.Registry.merge([processMetrics(), registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  };

  return { registry, observeRequest, timedRenderer, scrape };
};

/** @typedef {ReturnType<typeof createHostMetrics>} HostMetrics */
