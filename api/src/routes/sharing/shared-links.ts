import { createHash, randomBytes } from 'node:crypto';
import { parseJson } from '../../db/open';
import { badRequest, notFound } from '../../http/errors';
import { isSitePath, siteLinkPath } from '../../http/site-link';
import {
  answers,
  RefreshQuery,
  CreatedSharedLinkAnswer,
  SharedLinkAnswer,
  SharedLinkBody,
  SharedLinkParams,
} from '@qs/contract';
import type { RouteModule } from '../context';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const newLink = (): string => [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

interface LinkRow {
  link: string;
  created_at: string;
  url: string;
  decoded_profile: string | null;
}

/**
 * Shared links (docs/product/api.md#shared-links): POST api/buscarplanes/sharedinsurance {url, decodedProfile} returns the link the
 * site copies as {origin}/url/{link}; designed GET .../sharedinsurance/{link} is the lookup behind /url/{link}.
 * Only the site's own paths and origins can be shared (docs/product/api.md#shared-links), and the same content gives the same link.
 */
export const sharedLinkRoutes: RouteModule = (app, { db, config, now, partners }) => {
  app.post(
    '/api/buscarplanes/sharedinsurance',
    {
      schema: {
        body: SharedLinkBody,
        response: answers({ 200: CreatedSharedLinkAnswer, 201: CreatedSharedLinkAnswer }),
      },
      config: { leadBudget: true },
    },
    async (request, reply) => {
      const { decodedProfile = null } = request.body;
      // Stored normalised, as a path: a link can only ever lead to a page of the site it is opened on.
      const url = await siteLinkPath(request.body.url, { site: config.site, partners });
      if (url === null) throw badRequest('Solo se pueden compartir direcciones de este sitio');
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([url, decodedProfile]))
        .digest('hex');
      // Two requests sharing the same content at once get one link, never a unique-index error: on PostgreSQL
      // another instance may insert it between this look-up and this insert; the insert then does nothing and the
      // stored link is read back (at READ COMMITTED the read sees the other's commit).
      const { link, existing } = await db.transaction().execute(async (trx) => {
        const stored = async () =>
          (
            await trx
              .selectFrom('shared_links')
              .select('link')
              .where('fingerprint', '=', fingerprint)
              .executeTakeFirst()
          )?.link;
        const found = await stored();
        if (found) return { link: found, existing: true };
        let fresh = newLink();
        while (await trx.selectFrom('shared_links').select('link').where('link', '=', fresh).executeTakeFirst())
          fresh = newLink();
        const inserted = await trx
          .insertInto('shared_links')
          .values({
            link: fresh,
            fingerprint,
            created_at: now().toISOString(),
            url,
            decoded_profile: decodedProfile === null ? null : JSON.stringify(decodedProfile),
          })
          .onConflict((oc) => oc.column('fingerprint').doNothing())
          .returning('link')
          .executeTakeFirst();
        if (inserted) return { link: fresh, existing: false };
        const other = await stored();
        if (!other) throw new Error('shared link: the fingerprint conflicted but no row has it');
        return { link: other, existing: true };
      });
      return reply.code(existing ? 200 : 201).send({ data: { link, path: `/url/${link}` } });
    },
  );

  app.get(
    '/api/buscarplanes/sharedinsurance/:link',
    {
      schema: { params: SharedLinkParams, querystring: RefreshQuery, response: answers({ 200: SharedLinkAnswer }) },
    },
    async (request) => {
      const row: LinkRow | undefined = await db
        .selectFrom('shared_links')
        .select(['link', 'created_at', 'url', 'decoded_profile'])
        .where('link', '=', request.params.link)
        .executeTakeFirst();
      // A link stored before the same-site rules (docs/security.md#same-site-links) that they refuse now is not served at all.
      if (!row || !isSitePath(row.url)) throw notFound('Enlace no encontrado o vencido');
      return {
        data: {
          link: row.link,
          url: row.url,
          decodedProfile: parseJson<Record<string, unknown> | null>(row.decoded_profile),
          createdAt: row.created_at,
        },
      };
    },
  );
};
