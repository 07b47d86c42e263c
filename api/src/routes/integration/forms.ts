import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { refreshQuery } from '../../http/schemas';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';

const hash = { type: 'string', pattern: '^[0-9a-fA-F-]{8,64}$' } as const;

/** Dynamic forms by process hash (docs/product/api.md#dynamic-forms): GET /api/integration/form/{hash} and POST {integrationHash}. */
export const integrationFormRoutes: RouteModule = (app, { db }) => {
  const find = (value: string) => {
    const body = statement(db, 'SELECT body FROM integration_forms WHERE hash = ?').pluck().get(value.toLowerCase()) as string | undefined;
    if (!body) throw notFound('Formulario no encontrado');
    return { data: parseJson(body) };
  };
  app.get<{ Params: { hash: string } }>('/api/integration/form/:hash', {
    schema: { params: { type: 'object', required: ['hash'], properties: { hash } }, querystring: refreshQuery },
    config: { cacheSeconds: 300 },
  }, async (request) => find(request.params.hash));
  app.post<{ Body: { integrationHash: string } }>('/api/integration/form', {
    schema: { body: { type: 'object', required: ['integrationHash'], properties: { integrationHash: hash } } },
  }, async (request) => find(request.body.integrationHash));
};
