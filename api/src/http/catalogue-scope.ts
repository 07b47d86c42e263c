import type { FastifyInstance } from 'fastify';
import { forwardedHost } from './trusted-proxies';
import type { PartnerDirectory } from '../store/partner-directory';
import type { StoredPartner } from '../store/partners';

/**
 * What part of the catalogue a request may see (docs/security.md#partner-restrictions): a partner host (its partner
 * configuration, `allowedOrganizations`, docs/product/api.md#partners) sees only its organizations on every catalogue call —
 * compare, plan detail and sections, prices, payment, documents and their PDFs, organization and clinic
 * lists, landings' plan lists. An empty list (or the main site) sees everything.
 */
export interface CatalogueScope {
  partner: StoredPartner | undefined;
  /** The organizations the caller may see; `null` means every organization. */
  organizations: readonly number[] | null;
  allows: (organizationId: number) => boolean;
  /** The row when its organization is allowed, else undefined: the caller answers as for an unknown row (404). */
  visible: <T extends { organization_id: number }>(row: T | undefined) => T | undefined;
}

export const scopeFor = (partner: StoredPartner | undefined): CatalogueScope => {
  const allowed = partner && partner.allowedOrganizations.length > 0 ? new Set(partner.allowedOrganizations) : null;
  const allows = (organizationId: number) => allowed === null || allowed.has(organizationId);
  return {
    partner,
    organizations: allowed === null ? null : [...allowed],
    allows,
    visible: (row) => (row !== undefined && allows(row.organization_id) ? row : undefined),
  };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by registerCatalogueScope, from the host the visitor used. */
    catalogueScope: CatalogueScope;
  }
}

/**
 * The one place the partner of a request is decided: every route reads `request.catalogueScope`. Answers
 * of catalogue calls depend on X-Forwarded-Host, so a shared cache in front of the API must key on it.
 */
export const registerCatalogueScope = (app: FastifyInstance, partners: PartnerDirectory): void => {
  app.decorateRequest('catalogueScope', null as unknown as CatalogueScope);
  app.addHook('onRequest', async (request, reply) => {
    request.catalogueScope = scopeFor(await partners.ofHost(forwardedHost(request)));
    reply.header('Vary', 'X-Forwarded-Host');
  });
};
