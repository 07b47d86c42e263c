import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { refreshQuery } from '../../http/schemas';
import { statement } from '../../store/statements';
import type { RouteModule } from '../context';
import { VALIDATION_SCRIPTS } from './validation-scripts';

const FORM_NAMES = Object.keys(VALIDATION_SCRIPTS);

/**
 * Seed 001 §3 server-defined profile forms (GET), their validation scripts (served from the API, so from the
 * site's own origin through the /api proxy) and the fire-and-forget record of a submitted profile (POST).
 */
export const profileFormRoutes: RouteModule = (app, { db, now }) => {
  app.get<{ Querystring: { productTypeName: string } }>('/api/profile-form/form', {
    schema: { querystring: { type: 'object', required: ['productTypeName'], properties: { ...refreshQuery.properties, productTypeName: { type: 'string', enum: FORM_NAMES } } } },
    config: { cacheSeconds: 300 },
  }, async (request) => {
    const body = statement(db, 'SELECT body FROM profile_forms WHERE name = ?').pluck().get(request.query.productTypeName) as string | undefined;
    if (!body) throw notFound('Formulario no encontrado');
    return { data: parseJson(body) };
  });

  app.get<{ Params: { script: string } }>('/api/profile-form/validation/:script', {
    schema: { params: { type: 'object', required: ['script'], properties: { script: { type: 'string', pattern: `^(${FORM_NAMES.join('|')})\\.js$` } } }, querystring: refreshQuery },
  }, async (request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(VALIDATION_SCRIPTS[request.params.script.replace(/\.js$/, '')]));

  app.post<{ Body: { form: Record<string, unknown>; productType: { name: string } } }>('/api/profile-form/data', {
    schema: {
      body: {
        type: 'object',
        required: ['form', 'productType'],
        properties: {
          form: { type: 'object', maxProperties: 60 },
          productType: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 60 } } },
        },
      },
    },
  }, async (request, reply) => {
    const { lastInsertRowid } = statement(db, 'INSERT INTO profile_submissions (created_at, product_type, form) VALUES (?, ?, ?)').run(
      now().toISOString(),
      request.body.productType.name,
      JSON.stringify(request.body.form),
    );
    return reply.code(201).send({ data: { id: Number(lastInsertRowid) } });
  });
};
