import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler, preValidationHookHandler } from 'fastify';
import { badRequest, HttpError } from './errors';

/**
 * The one policy of every request body (docs/security.md#body-policy): a write route gets it without declaring
 * anything. The JSON parser refuses deep nesting before JSON.parse runs, so no parser, validator or
 * serializer ever recurses 2,000 levels; the shape check bounds every string, key, list and the number of
 * values before the route's own schema; the product types are one allow-list. Refusals are 400/413 with a
 * Spanish message, never 500.
 */
export const BODY_POLICY = {
  /** Bytes of a write body, unless the route declares its own `bodyLimit` (leads: LEAD_BODY_LIMIT). */
  maxBytes: 64 * 1024,
  /** Nested objects and lists; the deepest body the site sends (a plan request's profile) has 4. */
  maxDepth: 16,
  /** Characters of any string (the longest field, a lead's origin_url, allows 8,000). */
  maxString: 8000,
  /** Characters of a field name. */
  maxKey: 100,
  /** Elements of any list (the longest, leadAttributionInfo, allows 100). */
  maxItems: 200,
  /** Values of the whole body (objects, lists and leaves). */
  maxValues: 5000,
} as const;

/** Leads carry the visitor's attribution history (up to 100 arrivals with their addresses). */
export const LEAD_BODY_LIMIT = 256 * 1024;

/** Every body the product sends is far below this; 1 MB is the ceiling of any route (docs/product/api.md#limits). */
export const MAX_BODY_LIMIT = 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const DEPTH_MESSAGE = `El JSON tiene demasiados niveles de anidación: como máximo ${BODY_POLICY.maxDepth}`;

/** '1 MB', '256 KB': the limit as the 413 message states it. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export const tooLargeMessage = (limit: number): string =>
  `El cuerpo de la solicitud supera el límite de ${formatBytes(limit)}`;

/**
 * Whether JSON text opens more than `limit` objects/lists at once: one linear scan that skips strings, so
 * '{"a":"[[[["' counts 1. Runs before JSON.parse and never recurses.
 */
export const exceedsDepth = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
};

/** Upper case, '_' '-' and spaces folded: 'SEGURO_COLECTIVO', 'seguro colectivo' are one type. */
export const productTypeKey = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');

export interface BodyPolicyOptions {
  /** The catalogue's product types (see readProductTypes); `productType` and `productType.name` must be one. */
  productTypes: ReadonlySet<string>;
}

/**
 * Body fields whose value must be one of a catalogue's list, by dotted path from the body's root. Only text
 * (or null) can be one: Ajv's type coercion would otherwise turn `5` or `true` into "5" after this check
 * (docs/security.md#body-policy). `productType` may also be the object holding `productType.name`.
 */
const ALLOW_LISTED: Record<string, { list: 'productTypes'; object?: true }> = {
  productType: { list: 'productTypes', object: true },
  'productType.name': { list: 'productTypes' },
};

const isPlainObject = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value);

const label = (path: string): string => path || 'El cuerpo de la solicitud';

interface Walk {
  values: number;
  options: BodyPolicyOptions;
}

const checkValue = (value: unknown, path: string, depth: number, walk: Walk): void => {
  walk.values += 1;
  if (walk.values > BODY_POLICY.maxValues)
    throw badRequest(`El cuerpo de la solicitud tiene demasiados valores: como máximo ${BODY_POLICY.maxValues}`);
  const allowListed = ALLOW_LISTED[path];
  if (typeof value === 'string') {
    if (value.length > BODY_POLICY.maxString)
      throw badRequest(`${label(path)} debe tener como máximo ${BODY_POLICY.maxString} caracteres`);
    if (allowListed && value.trim() !== '' && !walk.options[allowListed.list].has(productTypeKey(value)))
      throw badRequest(`${path}: tipo de producto desconocido`);
    return;
  }
  if (allowListed && value !== null && !(allowListed.object && isPlainObject(value)))
    throw badRequest(`${path}: tipo de producto desconocido`);
  if (value === null || typeof value !== 'object') return;
  // Bodies come parsed by the bounded parser; this guards bodies of any other parser the same way.
  if (depth >= BODY_POLICY.maxDepth) throw badRequest(DEPTH_MESSAGE);
  if (Array.isArray(value)) {
    if (value.length > BODY_POLICY.maxItems)
      throw badRequest(`${label(path)} admite como máximo ${BODY_POLICY.maxItems} elementos`);
    value.forEach((item, index) => checkValue(item, `${path}[${index}]`, depth + 1, walk));
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.length > BODY_POLICY.maxKey)
      throw badRequest(`Nombre de campo demasiado largo: como máximo ${BODY_POLICY.maxKey} caracteres`);
    checkValue(child, path ? `${path}.${key}` : key, depth + 1, walk);
  }
};

/** The shape check alone (also used by tests): throws a 400 HttpError for the first breach. */
export const checkBodyShape = (body: unknown, options: BodyPolicyOptions): void =>
  checkValue(body, '', 0, { values: 0, options });

/**
 * docs/security.md#body-policy (413, never 502): a body over its route's limit but within the 1 MB ceiling is read to its end
 * and dropped before the 413 is sent. Fastify refused it from Content-Length at once and closed the
 * connection while the host's /api proxy was still sending, so the proxy saw a broken pipe and answered 502
 * (11 of 40 tries of a 300 KB or 600 KB contact). Reading at most 1 MB is what any accepted body costs;
 * over the ceiling the connection is still cut (the proxy refuses those itself).
 */
const drainOverLimit =
  (limit: number, ceiling = MAX_BODY_LIMIT): preParsingHookHandler =>
  async (request, _reply, payload) => {
    // Declared over the ceiling: Fastify refuses it from the header alone and reads nothing.
    if (Number(request.headers['content-length']) > ceiling) return payload;
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > ceiling) return callback(new HttpError(413, tooLargeMessage(limit)));
        return callback(null, received <= limit ? chunk : undefined);
      },
      flush(callback) {
        callback(received > limit ? new HttpError(413, tooLargeMessage(limit)) : null);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    // Fastify's body reader listens until it has its answer; an error after that (the client still sending
    // past the ceiling) has nobody left to tell and must not take the process down.
    counted.on('error', () => undefined);
    return payload.pipe(counted);
  };

/**
 * Installs the policy on an app before its routes are registered: the depth-bounded JSON parser, the
 * default body limit of write routes and the shape check ahead of each route's schema validation.
 */
const RAW_BODIES = new WeakMap<FastifyRequest, string>();
/** The JSON body's text as it came, on a route with `config.keepRawBody` (a signature is over these bytes, not a re-serialisation). */
export const rawBodyOf = (request: FastifyRequest): string | undefined => RAW_BODIES.get(request);

export const registerBodyPolicy = (app: FastifyInstance, options: BodyPolicyOptions): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  const parseBoundedJson = (
    request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ): void => {
    if (exceedsDepth(body as string, BODY_POLICY.maxDepth)) {
      done(new HttpError(400, DEPTH_MESSAGE), undefined);
      return;
    }
    if (request.routeOptions.config?.keepRawBody) RAW_BODIES.set(request, body as string);
    parseJson(request, body as string, done);
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseBoundedJson);

  // A beacon (`navigator.sendBeacon` with a string) is sent as text/plain: a route with `beaconBody` reads it as its
  // JSON, by the same parser. Every other route gets the text as it is, as Fastify's own text parser gives it (and
  // its schema refuses a text where an object is expected).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config?.beaconBody) parseBoundedJson(request, body, done);
    else done(null, body);
  });

  // Files (chat attachments) come as their raw bytes; only routes with `fileBytes` take bodies that large.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const checkShape: preValidationHookHandler = async (request: FastifyRequest) => {
    // A file's raw bytes (a chat attachment) have no JSON shape to bound.
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) checkBodyShape(request.body, options);
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
    // A file upload (route config `fileBytes`) takes its file's size; every other write at most the 1 MB ceiling.
    const file = route.config?.fileBytes;
    const limit = file ?? Math.min(route.bodyLimit ?? BODY_POLICY.maxBytes, MAX_BODY_LIMIT);
    const ceiling = file ?? MAX_BODY_LIMIT;
    // Fastify's own check keeps the ceiling (it refuses from Content-Length and closes the connection);
    // the route's limit is drainOverLimit's, answered once the body is read.
    route.bodyLimit = ceiling;
    route.config = { ...route.config, policyBodyLimit: limit };
    route.preParsing = [...[route.preParsing ?? []].flat(), drainOverLimit(limit, ceiling)];
    route.preValidation = [...[route.preValidation ?? []].flat(), checkShape];
  });
};
