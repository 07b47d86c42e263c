import {
  answers,
  RefreshQuery,
  DynamicFormAnswer,
  IntegrationFormBody,
  IntegrationFormParams,
  type DynamicFormDefinition,
} from '@qs/contract';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../context';

/** Dynamic forms by process hash (docs/product/api.md#dynamic-forms): GET /api/integration/form/{hash} and POST {integrationHash}. */
export const integrationFormRoutes: RouteModule = (app, { db }) => {
  const find = async (value: string) => {
    const row = await db
      .selectFrom('integration_forms')
      .select('body')
      .where('hash', '=', value.toLowerCase())
      .executeTakeFirst();
    if (!row?.body) throw notFound('Formulario no encontrado');
    return { data: parseJson<{ integrationForm: DynamicFormDefinition }>(row.body) };
  };
  app.get(
    '/api/integration/form/:hash',
    {
      schema: {
        params: IntegrationFormParams,
        querystring: RefreshQuery,
        response: answers({ 200: DynamicFormAnswer }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => find(request.params.hash),
  );
  app.post(
    '/api/integration/form',
    {
      schema: { body: IntegrationFormBody, response: answers({ 200: DynamicFormAnswer }) },
    },
    async (request) => find(request.body.integrationHash),
  );
};
