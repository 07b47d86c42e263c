import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';

/** Where the generated contract is served (through the host's /api proxy too). */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The OpenAPI 3.1 document, generated from the routes' own schemas (docs/adr/0011-one-api-contract.md):
 * registered before the routes, so that @fastify/swagger sees each one as it is added.
 */
export const registerOpenApi = async (app: FastifyInstance, version: string): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'QuieroSeguro API',
        version,
        description:
          'Plans, comparisons, plan documents, leads and the site shell of the Colombian insurance comparison site. Generated from the route schemas.',
      },
    },
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        hide: true,
        response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) },
      },
      config: { cacheSeconds: 300 },
    },
    async () => app.swagger(),
  );
};
