import type { FastifyRequest } from 'fastify';

/** The purchase link's secret: the x-purchase-session header, or ?session= as the link carries it. */
export const sessionOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-purchase-session'];
  return (
    (typeof header === 'string' ? header : undefined) ?? (request.query as { session?: string } | undefined)?.session
  );
};
