import Type, { type TSchema } from 'typebox';

/**
 * Pieces every route's contract uses (docs/adr/0011-one-api-contract.md). Schemas are TypeBox: plain JSON
 * Schema that Fastify validates and serialises with, that @fastify/swagger turns into /api/openapi.json,
 * and whose TypeScript types (`Static<typeof X>`) the handlers and the browser's clients share.
 */

/** The one error shape (errorBody): { statusCode, error, message } plus a refusal's own fields (e.g. challenge). */
export const ErrorBody = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { additionalProperties: true, description: 'Every refusal and failure' },
);

/** The product's envelope: an answer's payload is under `data`. */
export const Data = <T extends TSchema>(data: T) => Type.Object({ data });

/** A value that may be absent in a record the catalogue stores as JSON: present and null, or a value. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Answers of a route: its success bodies, and the error shape for every 4xx and 5xx. */
export const answers = <T extends Record<number, TSchema>>(success: T) => ({
  ...success,
  '4xx': ErrorBody,
  '5xx': ErrorBody,
});

/** A 204 answer has no body. */
export const NoContent = Type.Null({ description: 'No content' });

/** GET calls of the site may add forceRefresh=1 (docs/product/api.md#conventions) and cache-busting params like _ or _q. */
export const RefreshQuery = Type.Object(
  {
    forceRefresh: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
    _: Type.Optional(Type.String({ maxLength: 40 })),
    _q: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** A catalogue id in the path. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** The idempotency key of a write (docs/product/api.md#leads). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9._:-]{8,128}$';
