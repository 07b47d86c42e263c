import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/open';
import { poolOf } from '../db/pool-stats';

/**
 * The API's Prometheus metrics (docs/operations.md#metrics), in a registry of each app (tests build many in one
 * process), beside the process's own. Labels are bounded: a request is labelled by the route pattern it matched
 * (`unmatched` for none), never by the address it asked for.
 */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

let processRegistry: Registry | undefined;
/**
 * The process's default metrics (CPU, memory, event loop, GC), started by the first scrape: one set per process,
 * since each set starts an event-loop monitor and a GC observer that are never stopped.
 */
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** How a compare call was answered: from the answers kept for a minute (compare/answer-cache.ts), or priced. */
export type CompareOutcome = 'kept' | 'priced';
const compareOutcomes = new WeakMap<FastifyRequest, CompareOutcome>();

/** Said by the compare route of each answer it sends; counted when the answer has gone. */
export const noteCompareAnswer = (request: FastifyRequest, outcome: CompareOutcome): void => {
  compareOutcomes.set(request, outcome);
};

/** The lead routes and the kind of lead each stores (the `leads.kind` column). */
const LEAD_ROUTES: Readonly<Record<string, string>> = {
  '/api/contactos': 'contact',
  '/api/solicitarplans': 'plan_request',
};

/**
 * What became of a lead request, from its answer: stored (201), replayed (200: its idempotency key was seen, the
 * stored lead is answered again), refused (and why), or failed.
 */
export const leadOutcomeOf = (status: number): { outcome: string; reason: string } => {
  if (status === 201) return { outcome: 'stored', reason: 'none' };
  if (status === 200) return { outcome: 'replayed', reason: 'none' };
  if (status >= 500) return { outcome: 'failed', reason: 'error' };
  const reason =
    status === 400
      ? 'validation'
      : status === 429
        ? 'budget'
        : status === 413 || status === 415
          ? 'body'
          : status === 401 || status === 403
            ? 'robot'
            : 'other';
  return { outcome: 'refused', reason };
};

export const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;

/** The route label of a request: the pattern it matched, `unmatched` when none did. */
export const routeLabelOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

export const createApiMetrics = (db: Db) => {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'qs_api_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const compareAnswers = new Counter({
    name: 'qs_api_compare_answers_total',
    help: 'Compare answers sent from the answers kept for a minute (kept) or priced for the call (priced).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const leads = new Counter({
    name: 'qs_api_leads_total',
    help: 'Lead requests by kind and outcome (stored, replayed, refused, failed); reason says why one was refused.',
    labelNames: ['kind', 'outcome', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'qs_api_db_connections',
    help: "Database connections of this process: PostgreSQL's pool (total, idle, waiting: queries waiting for one); SQLite: its one connection.",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolOf(db);
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  /** Called once per answered request (onResponse). */
  const observeRequest = (request: FastifyRequest, reply: FastifyReply): void => {
    const route = routeLabelOf(request);
    requests.observe(
      {
        route,
        method: METHODS.has(request.method) ? request.method : 'other',
        status_class: statusClassOf(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    const compared = compareOutcomes.get(request);
    if (compared) compareAnswers.inc({ outcome: compared });
    const kind = request.method === 'POST' ? LEAD_ROUTES[route] : undefined;
    if (kind) leads.inc({ kind, ...leadOutcomeOf(reply.statusCode) });
  };

  /** The metrics in Prometheus's text format: this app's and the process's. */
  const scrape = async (): Promise<{ contentType: string; body: string }> => {
    const merged = Registry.merge([processMetrics(), registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  };

  return { registry, observeRequest, scrape };
};

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
