import { answers } from '../../contract/common';
import { CountryClinicsAnswer, CountryClinicsQuery, type ClinicKind } from '../../contract/plan-sections';
import { parseJson } from '../../db/open';
import { INSURANCE_TYPES, known, ORGANIZATION_TYPES, splitList } from '../../compare/compare-request';
import { jsonList, statement } from '../../store/statements';
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
  app.get('/api/coverageOrganization/country', {
    schema: { querystring: CountryClinicsQuery, response: answers({ 200: CountryClinicsAnswer }) },
    config: { cacheSeconds: 300 },
  }, async (request) => {
    const organizationTypes = known('organizationTypes', splitList(request.query.organizationTypes), ORGANIZATION_TYPES);
    const insuranceTypes = known('insuranceTypes', splitList(request.query.insuranceTypes), INSURANCE_TYPES);
    // docs/security.md#partner-restrictions: under a partner host only the networks of its organizations' plans.
    const partnerOrganizations = jsonList(request.catalogueScope.organizations ?? []);
    // An empty list means "any": json_array_length(?) = 0 lets every plan through.
    const rows = statement(db, `SELECT c.id, c.display_name AS displayName, c.metadata, c.city, c.state_code AS stateCode, c.state_name AS stateName
      FROM organizations c WHERE c.id IN (
        SELECT n.clinic_id FROM coverage_networks n JOIN plans p ON p.id = n.plan_id JOIN organizations o ON o.id = p.organization_id
        WHERE (json_array_length(?) = 0 OR o.type IN (SELECT value FROM json_each(?)))
          AND (json_array_length(?) = 0 OR p.insurance_type IN (SELECT value FROM json_each(?)))
          AND (json_array_length(?) = 0 OR p.organization_id IN (SELECT value FROM json_each(?))))
      ORDER BY c.id`).all(
      jsonList(organizationTypes), jsonList(organizationTypes), jsonList(insuranceTypes), jsonList(insuranceTypes), partnerOrganizations, partnerOrganizations,
    ) as ClinicRow[];
    return {
      data: rows.map(({ metadata, ...clinic }) => ({
        id: clinic.id,
        displayName: clinic.displayName,
        kind: parseJson<{ kind: ClinicKind }>(metadata).kind,
        city: clinic.city,
        stateCode: clinic.stateCode,
        stateName: clinic.stateName,
      })).sort((a, b) => byName.compare(a.displayName, b.displayName)),
    };
  });
};
