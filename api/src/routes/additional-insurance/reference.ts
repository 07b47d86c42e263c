import {
  answers,
  RefreshQuery,
  AdditionalInstitutionsAnswer,
  ProviderRegionsAnswer,
  ProvidersAnswer,
  ProvidersQuery,
} from '@qs/contract';
import { clinicsOfOrganizations } from '../../store/plans';
import { listInstitutions, listProviders, providerRegions, type ProviderScope } from '../../store/additional-insurance';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import type { RouteModule } from '../context';

const REGION_MESSAGES = {
  regionNumero: {
    pattern: 'regionNumero inválido: usa el código DANE de dos dígitos del departamento (05 Antioquia, 11 Bogotá D.C.)',
  },
};

/** docs/security.md#partner-restrictions: under a partner host, only the clinics of its plans' networks. */
export const providerScope = async (db: Db, request: FastifyRequest): Promise<ProviderScope> => {
  const organizations = request.catalogueScope.organizations;
  return organizations === null ? null : clinicsOfOrganizations(db, [...organizations]);
};

/**
 * What the additional-insurance form offers (docs/product/api.md#additional-insurance): the institutions a visitor may
 * hold, the departments with providers, and the providers of one department.
 */
export const additionalInsuranceReferenceRoutes: RouteModule = (app, { db }) => {
  // The visitor's own plan, not the catalogue on sale: the same list on every site, as the profile form's EPS.
  app.get(
    '/api/seguro-adicional/instituciones',
    {
      schema: { querystring: RefreshQuery, response: answers({ 200: AdditionalInstitutionsAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async () => ({ data: await listInstitutions(db) }),
  );

  app.get(
    '/api/seguro-adicional/prestadores',
    {
      schema: { querystring: RefreshQuery, response: answers({ 200: ProviderRegionsAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async (request) => ({ data: await providerRegions(db, await providerScope(db, request)) }),
  );

  app.get(
    '/api/globales/prestadores',
    {
      schema: { querystring: ProvidersQuery, response: answers({ 200: ProvidersAnswer }) },
      config: { cacheSeconds: 300, messages: REGION_MESSAGES },
    },
    async (request) => ({
      data: await listProviders(db, {
        region: request.query.regionNumero,
        scope: await providerScope(db, request),
      }),
    }),
  );
};
