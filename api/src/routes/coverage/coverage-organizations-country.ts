import { answers, CountryClinicsAnswer, CountryClinicsQuery, type ClinicKind } from '@qs/contract';
import type { ExpressionBuilder } from 'kysely';
import { parseJson } from '../../db/open';
import type { Database } from '../../db/schema';
import { INSURANCE_TYPES, known, ORGANIZATION_TYPES, splitList } from '../../compare/compare-request';
import type { RouteModule } from '../context';

interface ClinicRow {
  id: number;
  displayName: string;
  metadata: string;
  city: string;
  stateCode: string;
  stateName: string;
}

// Spanish order: 'Clínica' sorts with 'Clinica', which SQLite's NOCASE does not know.
const byName = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * GET api/coverageOrganization/country (docs/product/api.md#clinics): the clinics and hospitals some plan's network includes,
 * for the results page's coverage-organization filter. `organizationTypes` / `insuranceTypes` (designed here)
 * narrow it to the networks of plans of those types, so the filter offers only clinics that can match.
 */
export const coverageOrganizationCountryRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/coverageOrganization/country',
    {
      schema: { querystring: CountryClinicsQuery, response: answers({ 200: CountryClinicsAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const organizationTypes = known(
        'organizationTypes',
        splitList(request.query.organizationTypes),
        ORGANIZATION_TYPES,
      );
      const insuranceTypes = known('insuranceTypes', splitList(request.query.insuranceTypes), INSURANCE_TYPES);
      // docs/security.md#partner-restrictions: under a partner host only the networks of its organizations' plans.
      const partnerOrganizations = [...(request.catalogueScope.organizations ?? [])];
      // An empty list means "any": its filter is left out.
      const networks = (eb: ExpressionBuilder<Database & { c: Database['organizations'] }, 'c'>) =>
        eb
          .selectFrom('coverage_networks as n')
          .innerJoin('plans as p', 'p.id', 'n.plan_id')
          .innerJoin('organizations as o', 'o.id', 'p.organization_id')
          .$if(organizationTypes.length > 0, (qb) => qb.where('o.type', 'in', organizationTypes))
          .$if(insuranceTypes.length > 0, (qb) => qb.where('p.insurance_type', 'in', insuranceTypes))
          .$if(partnerOrganizations.length > 0, (qb) => qb.where('p.organization_id', 'in', partnerOrganizations));
      // docs/adr/0015-catalogue-at-scale.md: with no filter at all, each organization is asked whether one network
      // row exists (coverage_networks_by_clinic), which stops at the first one: 80 ms on 50,000 plans instead of
      // 730 ms joining every network row. A filter is reached through its plans (7–240 ms): asked per clinic, a
      // rare type would read each clinic's whole network to find nothing.
      const everyNetwork =
        organizationTypes.length === 0 && insuranceTypes.length === 0 && partnerOrganizations.length === 0;
      const rows: ClinicRow[] = (await db
        .selectFrom('organizations as c')
        .select([
          'c.id',
          'c.display_name as displayName',
          'c.metadata',
          'c.city',
          'c.state_code as stateCode',
          'c.state_name as stateName',
        ])
        .$if(!everyNetwork, (qb) => qb.where('c.id', 'in', (eb) => networks(eb).select('n.clinic_id')))
        .$if(everyNetwork, (qb) =>
          qb.where((eb) => eb.exists(networks(eb).select('n.plan_id').whereRef('n.clinic_id', '=', 'c.id'))),
        )
        .orderBy('c.id')
        .execute()) as ClinicRow[];
      return {
        data: rows
          .map(({ metadata, ...clinic }) => ({
            id: clinic.id,
            displayName: clinic.displayName,
            kind: parseJson<{ kind: ClinicKind }>(metadata).kind,
            city: clinic.city,
            stateCode: clinic.stateCode,
            stateName: clinic.stateName,
          }))
          .sort((a, b) => byName.compare(a.displayName, b.displayName)),
      };
    },
  );
};
