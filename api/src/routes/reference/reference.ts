import {
  REFERRER_EMAIL_MAX_LENGTH,
  REFERRER_EMAIL_PATTERN,
  answers,
  RefreshQuery,
  BusinessLinesAnswer,
  ContactInformationsAnswer,
  CountriesAnswer,
  FoundReferrerAnswer,
  type BusinessLine,
  type ContactInformation,
  type Country,
} from '@qs/contract';
import Type from 'typebox';
import { parseJson } from '../../db/open';
import { notFound } from '../../http/errors';
import { findReferrer } from '../../store/referrers';
import type { RouteModule } from '../context';

const cached = { cacheSeconds: 300 };

/**
 * Reference data: countries (GET api/country, docs/product/api.md#reference-data), business lines and contact information (paths not
 * shown by the product for lines: designed /api/businessLines), and the referrer lookup by e-mail (designed).
 */
export const referenceRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/country',
    { schema: { querystring: RefreshQuery, response: answers({ 200: CountriesAnswer }) }, config: cached },
    async () => ({
      data: (await db
        .selectFrom('countries')
        .select(['name', 'code', 'phone_prefix as phonePrefix', 'nationality'])
        .orderBy('position')
        .execute()) as Country[],
    }),
  );

  app.get(
    '/api/businessLines',
    { schema: { querystring: RefreshQuery, response: answers({ 200: BusinessLinesAnswer }) }, config: cached },
    async () => ({
      data: (await db.selectFrom('business_lines').select('body').orderBy('id').execute()).map((row) =>
        parseJson<BusinessLine>(row.body),
      ),
    }),
  );

  app.get(
    '/api/contactInformations',
    { schema: { querystring: RefreshQuery, response: answers({ 200: ContactInformationsAnswer }) }, config: cached },
    async () => ({
      data: parseJson<ContactInformation[]>(
        (
          await db
            .selectFrom('content_blocks')
            .select('body')
            .where('key', '=', 'contactInformations')
            .executeTakeFirst()
        )?.body,
      ),
    }),
  );

  // The referrer modal's own address rule, shared with it (docs/product/forms.md#field-rules): staff addresses may have long domains.
  app.get(
    '/api/referrers/by-email',
    {
      schema: {
        querystring: Type.Object({
          email: Type.String({ maxLength: REFERRER_EMAIL_MAX_LENGTH, pattern: REFERRER_EMAIL_PATTERN }),
        }),
        response: answers({ 200: FoundReferrerAnswer }),
      },
      config: {
        messages: {
          email: {
            required: 'Email necesario.',
            pattern: 'Vuelve a introducir un email válido.',
            maxLength: 'Vuelve a introducir un email válido.',
          },
        },
      },
    },
    async (request) => {
      const found = await findReferrer(db, request.query.email.trim());
      // docs/product/forms.md: the text the referrer modal shows when nobody has that e-mail.
      if (!found) throw notFound('Referidor ¡No encontrado!..');
      return {
        data: { email: found.email, name: found.name, ejecutivo: found.ejecutivo, loggedAs: 'referral' as const },
      };
    },
  );
};
