import type { FastifyRequest } from 'fastify';
import {
  subdomainOf,
  answers,
  RefreshQuery,
  FrameAuthorisationAnswer,
  FrameTokenFilters,
  PartnerConfigAnswer,
  PartnerContentAnswer,
  PartnerContentFilters,
  PartnerLookupFilters,
  type PartnerConfig,
  type PartnerContent,
} from '@qs/contract';
import { tokenHash } from '../../catalogue/seed-content';
import { HttpError, notFound } from '../../http/errors';
import { isSiteServerCall } from '../../http/site-server';
import type { StoredPartner } from '../../store/partners';
import type { RouteModule } from '../context';
import Type from 'typebox';

/** The contract's partner config; the embedding origin stays for the token check, the content has its own call. */
const publicConfig = ({ iframeOrigin: _origin, content: _content, ...partner }: StoredPartner): PartnerConfig =>
  partner;

/** A partner's header and footer as stored; a partner without them uses the site's (nothing to show). */
const contentOf = ({ content = {} }: StoredPartner): PartnerContent => ({
  headerHTML: content.headerHTML ?? '',
  footerHTML: content.footerHTML ?? '',
  useHeader: Boolean(content.useHeader && content.headerHTML),
  useFooter: Boolean(content.useFooter && content.footerHTML),
  linkOrigins: content.linkOrigins ?? [],
});

/**
 * docs/security.md#bounded-lookups: the lookups answer from the cached partner directory (no database read per name or
 * token). The site server's own lookups are not counted against any visitor quota; a visitor's lookups
 * (through the /api proxy, with X-Forwarded-For) have a bucket of their own per visitor, so guessing
 * tokens stays limited and cannot spend the quota of the site's other calls either.
 */
const lookupLimit = { allowList: (request: FastifyRequest) => isSiteServerCall(request) };

/**
 * Partner (white-label) configuration by subdomain, and the IFRAME_AUTH token check. Tokens are stored
 * hashed, so a copy of the database does not give them away; lookups read the cached directory.
 */
export const iframeRoutes: RouteModule = (app, { partners, config }) => {
  app.get(
    '/api/integration/iframe-subdomain',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...PartnerLookupFilters }),
        response: answers({ 200: PartnerConfigAnswer }),
      },
      config: { cacheSeconds: 60, rateLimit: lookupLimit },
    },
    async (request) => {
      const { subdomain, hostname } = request.query;
      const partner = await partners.bySubdomain(subdomain);
      // The host name, when given, must be this partner's on the site's domain (QS_SITE_DOMAIN).
      const hostMatches = !hostname || subdomainOf(hostname, config.site.domain) === subdomain.toLowerCase();
      // Under a partner's host only that partner's configuration exists (docs/security.md#partner-restrictions: aliado's
      // visitors could read cooperativa's); the site server's own lookups come without a partner host.
      const ownPartner = request.catalogueScope.partner;
      if (!partner || !hostMatches || (ownPartner && ownPartner.subdomain !== partner.subdomain))
        throw notFound('Subdominio no autorizado');
      return { data: publicConfig(partner) };
    },
  );

  // The content management service (docs/product/api.md#partners): the partner's own header and footer markup, as
  // stored. It is the partner's HTML, not trusted: the site sanitises it wherever it renders it (docs/security.md#partner-markup).
  app.get(
    '/api/integration/subdomain-content',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...PartnerContentFilters }),
        response: answers({ 200: PartnerContentAnswer }),
      },
      config: { cacheSeconds: 60, rateLimit: lookupLimit },
    },
    async (request) => {
      const partner = await partners.bySubdomain(request.query.subdomain);
      const ownPartner = request.catalogueScope.partner;
      if (!partner || (ownPartner && ownPartner.subdomain !== partner.subdomain))
        throw notFound('Subdominio no autorizado');
      return { data: contentOf(partner) };
    },
  );

  app.get(
    '/api/integration/iframe-token',
    {
      schema: {
        querystring: Type.Object({ ...RefreshQuery.properties, ...FrameTokenFilters }),
        response: answers({ 200: FrameAuthorisationAnswer }),
      },
      config: { rateLimit: lookupLimit },
    },
    async (request) => {
      const partner = await partners.byTokenHash(tokenHash(request.query.token));
      // Under a partner's host only its own token exists (docs/security.md#partner-restrictions): another partner's
      // answers as an unknown one, so aliado's visitors can neither read cooperativa's configuration nor tell that
      // its token is valid. The main site's host (and the site server, without a partner host) answers any.
      const ownPartner = request.catalogueScope.partner;
      if (!partner || (ownPartner && ownPartner.subdomain !== partner.subdomain))
        throw new HttpError(401, 'Acceso presuntamente no autorizado: token de iframe inválido');
      return { data: { subdomain: partner.subdomain, allowedUrls: partner.allowedUrls, origin: partner.iframeOrigin } };
    },
  );
};
