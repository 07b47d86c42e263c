import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../catalogue/build-articles';
import { hashInt } from '../../catalogue/hash';
import { answers, ImageAnswer, ImageParams } from '@qs/contract';
import { parseJson } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/open';
import { equalsIgnoringCase } from '../../db/dialect';
import type { RouteModule } from '../context';
import { bannerSvg } from './banner-image';
import { flagSvg } from './flag-image';

const PALETTE = ['#0E7C66', '#1D4ED8', '#7C3AED', '#EA580C', '#0369A1', '#BE185D', '#15803D', '#B45309'];

const initials = (label: string): string =>
  label
    .split(/[\s-]+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export const svgBadge = (label: string, color: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeHtml(label)}">` +
  `<rect width="240" height="120" rx="16" fill="${color}"/>` +
  `<text x="120" y="76" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeHtml(initials(label))}</text></svg>`;

// docs/security.md#partner-restrictions: under a partner host, another organization's logo (or its plans' images) does not exist.
const organization = async (db: Db, slug: string, scope: CatalogueScope) => {
  const row = scope.visible(
    await db
      .selectFrom('organizations')
      .select(['id as organization_id', 'display_name', 'metadata'])
      .where('slug', '=', slug)
      .executeTakeFirst(),
  );
  if (!row) throw notFound('Imagen no encontrada');
  const meta = parseJson<{ color?: string }>(row.metadata);
  return { label: row.display_name, color: meta.color ?? PALETTE[hashInt(slug) % PALETTE.length] ?? '#0E7C66' };
};

const product = async (db: Db, code: string, scope: CatalogueScope) => {
  const row = scope.visible(
    await db
      .selectFrom('plans as p')
      .innerJoin('organizations as o', 'o.id', 'p.organization_id')
      .select(['p.organization_id', 'p.display_name', 'o.metadata'])
      .where('p.product_code', '=', code)
      .executeTakeFirst(),
  );
  if (!row) throw notFound('Imagen no encontrada');
  return { label: row.display_name, color: parseJson<{ color?: string }>(row.metadata).color ?? '#0E7C66' };
};

/** A comparator's banner background, by slug (designed with `GET /api/comparator/{id}/banner`). */
const banner = async (db: Db, slug: string): Promise<string> => {
  const body = (
    await db
      .selectFrom('comparators')
      .select('body')
      .where((eb) => equalsIgnoringCase(eb, 'slug', slug))
      .executeTakeFirst()
  )?.body;
  const config = body ? parseJson<{ banner?: { color?: string; icon?: string } }>(body).banner : undefined;
  if (!config) throw notFound('Imagen no encontrada');
  return bannerSvg(
    slug,
    /^#[0-9A-Fa-f]{6}$/.test(config.color ?? '') ? config.color! : '#0E7C66',
    config.icon ?? 'eps',
  );
};

const svgReply = (reply: FastifyReply, svg: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=86400')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(svg);

/** A country's flag by its code (any case), for the dynamic form's country field. */
const flag = async (db: Db, code: string): Promise<string> => {
  const name = (
    await db
      .selectFrom('countries')
      .select('name')
      .where((eb) => equalsIgnoringCase(eb, 'code', code))
      .executeTakeFirst()
  )?.name;
  const svg = name ? flagSvg(code, name) : null;
  if (!svg) throw notFound('Imagen no encontrada');
  return svg;
};

/**
 * Designed: GET /api/images/{kind}/{name}.svg. Logos and placeholder images drawn from the catalogue, so the
 * site has real images without a CDN: organizations by slug, products by code, comparator banners by slug,
 * country flags by code (`flags/co.svg`), others by name.
 */
export const imageRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/images/:kind/:file',
    {
      schema: { params: ImageParams, response: answers({ 200: ImageAnswer }) },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      if (request.params.kind === 'banners') return svgReply(reply, await banner(db, name));
      if (request.params.kind === 'flags') return svgReply(reply, await flag(db, name));
      const { label, color } =
        request.params.kind === 'organizations'
          ? await organization(db, name, request.catalogueScope)
          : request.params.kind === 'products'
            ? await product(db, name, request.catalogueScope)
            : { label: name.replace(/-/g, ' '), color: PALETTE[hashInt(name) % PALETTE.length] ?? '#0E7C66' };
      return svgReply(reply, svgBadge(label, color));
    },
  );
};
