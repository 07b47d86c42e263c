import { answers, RefreshQuery } from '../../contract/common';
import { DynamicFormAnswer, IntegrationFormBody, IntegrationFormParams, type DynamicFormDefinition } from '../../contract/forms';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';

/** Dynamic forms by process hash (docs/product/api.md#dynamic-forms): GET /api/integration/form/{hash} and POST {integrationHash}. */
export const integrationFormRoutes: RouteModule = (app, { db }) => {
  const find = (value: string) => {
    const body = statement(db, 'SELECT body FROM integration_forms WHERE hash = ?').pluck().get(value.toLowerCase()) as string | undefined;
    if (!body) throw notFound('Formulario no encontrado');
    return { data: parseJson<{ integrationForm: DynamicFormDefinition }>(body) };
  };
  app.get('/api/integration/form/:hash', {
    schema: { params: IntegrationFormParams, querystring: RefreshQuery, response: answers({ 200: DynamicFormAnswer }) },
    config: { cacheSeconds: 300 },
  }, async (request) => find(request.params.hash));
  app.post('/api/integration/form', {
    schema: { body: IntegrationFormBody, response: answers({ 200: DynamicFormAnswer }) },
  }, async (request) => find(request.body.integrationHash));
};
