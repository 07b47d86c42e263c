import Type from 'typebox';
import { answers, RefreshQuery, OrganizationsAnswer, type Organization } from '@qs/contract';
import { parseJson } from '../../db/open';
import { ORGANIZATION_TYPES } from '../../compare/compare-request';
import { clinicsOfOrganizations } from '../../store/plans';
import { caseFolded } from '../../db/dialect';
import type { RouteModule } from '../context';
import type { Database } from '../../db/schema';

/** An organization as stored (api/src/db/schema.ts). */
type OrganizationRow = Database['organizations'];

export const organizationOf = (row: OrganizationRow): Organization => ({
  id: row.id,
  code: row.code,
  organizationCode: row.code,
  type: row.type,
  displayName: row.display_name,
  stateCode: row.state_code,
  stateName: row.state_name,
  city: row.city,
  metadata: parseJson<Organization['metadata']>(row.metadata),
});

/** GET /api/organization/seguros/tipo/{type} (docs/product/api.md#organizations), any type of the product's list (EPS, ASEG, CLINICA...). */
export const organizationRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/organization/seguros/tipo/:type',
    {
      schema: {
        params: Type.Object({ type: Type.Enum(ORGANIZATION_TYPES, { type: 'string' }) }),
        querystring: RefreshQuery,
        response: answers({ 200: OrganizationsAnswer }),
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const rows: OrganizationRow[] = await db
        .selectFrom('organizations')
        .selectAll()
        .where('type', '=', request.params.type)
        .orderBy((eb) => caseFolded(eb, 'display_name'))
        .execute();
      const scope = request.catalogueScope;
      if (scope.organizations === null) return { data: rows.map(organizationOf) };
      // docs/security.md#partner-restrictions: a partner sees its organizations and the clinics of their plans'
      // networks (docs/product/api.md#partners).
      const clinics = await clinicsOfOrganizations(db, scope.organizations);
      return { data: rows.filter((row) => scope.allows(row.id) || clinics.has(row.id)).map(organizationOf) };
    },
  );
};
