import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';

interface PropertySchema {
  type?: unknown;
}

const isList = (property: PropertySchema): boolean =>
  property.type === 'array' || (Array.isArray(property.type) && property.type.includes('array'));

/** The query string parameters a route's schema declares as lists (`?organizationTypes=EPS&organizationTypes=ARL`). */
export const listParameters = (querystring: unknown): string[] => {
  const properties = (querystring as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property && isList(property))
    .map(([name]) => name);
};

/**
 * Ajv never turns a value into a list or a list into a value (`coerceTypes: true`, not `'array'`): a body's
 * `"tipo": [8]` is refused, not read as 8. A query string has no lists of its own, though: a parameter given
 * once is one text, given twice a list of them. So before validation a list parameter given once becomes a list
 * of one, on the routes that declare one; a parameter that is not a list and comes twice stays a list, and the
 * route's schema refuses it with its 400.
 */
export const wrapListParameters =
  (names: readonly string[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const name of names) {
      const value = query[name];
      if (value !== undefined && !Array.isArray(value)) query[name] = [value];
    }
  };

/** Adds the wrapping to every route registered after it whose query string schema declares a list. */
export const registerQueryLists = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    const names = listParameters(route.schema?.querystring);
    if (names.length === 0) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [wrapListParameters(names) as preValidationHookHandler, ...own];
  });
};
