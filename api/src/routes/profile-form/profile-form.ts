import {
  answers,
  RefreshQuery,
  ProfileDataAnswer,
  ProfileDataProductType,
  ProfileFormAnswer,
  ProfileFormQuery,
  ValidationScriptAnswer,
  ValidationScriptParams,
  ProfileBody,
  type ProfileFormName,
} from '@qs/contract';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { purgeProfileSubmissions, saveProfileSubmission } from '../../store/profile-submissions';
import type { RouteModule } from '../context';
import { VALIDATION_SCRIPTS } from './validation-scripts';
import Type from 'typebox';

/** A profile of the largest household the forms allow is about 2 KB; 16 KB leaves room and bounds the row. */
export const PROFILE_DATA_BODY_LIMIT = 16 * 1024;

/**
 * Server-defined profile forms (GET, docs/product/api.md#profile-forms), their validation scripts (served from the API, so from the
 * site's own origin through the /api proxy) and the fire-and-forget record of a submitted profile (POST).
 */
export const profileFormRoutes: RouteModule = async (app, { db, now }) => {
  // Retention applies at every start too, so rows age out even when nobody submits a profile.
  await purgeProfileSubmissions(db, now());

  app.get(
    '/api/profile-form/form',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...ProfileFormQuery.properties }),
        response: answers({ 200: ProfileFormAnswer }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const body = (
        await db
          .selectFrom('profile_forms')
          .select('body')
          .where('name', '=', request.query.productTypeName)
          .executeTakeFirst()
      )?.body;
      if (!body) throw notFound('Formulario no encontrado');
      return { data: parseJson<ProfileFormAnswer['data']>(body) };
    },
  );

  app.get(
    '/api/profile-form/validation/:script',
    {
      schema: {
        params: ValidationScriptParams,
        querystring: RefreshQuery,
        response: answers({ 200: ValidationScriptAnswer }),
      },
    },
    async (request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(VALIDATION_SCRIPTS[request.params.script.replace(/\.js$/, '') as ProfileFormName]),
  );

  // docs/security.md#profile-submissions: limited per client like a lead, bounded in size and shape (the form is a profile as
  // compare reads it), productType.name one of the catalogue's types (body policy), kept 90 days.
  app.post(
    '/api/profile-form/data',
    {
      bodyLimit: PROFILE_DATA_BODY_LIMIT,
      schema: {
        body: Type.Object({ form: ProfileBody, productType: ProfileDataProductType }, { additionalProperties: false }),
        response: answers({ 201: ProfileDataAnswer }),
      },
      config: { leadBudget: true },
    },
    async (request, reply) => {
      const id = await saveProfileSubmission(
        db,
        { productType: request.body.productType.name.trim(), form: request.body.form },
        now(),
      );
      return reply.code(201).send({ data: { id } });
    },
  );
};
