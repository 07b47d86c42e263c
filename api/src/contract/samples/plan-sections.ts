import type { Sample } from '../samples';

const get = (url: string, headers?: Record<string, string>): Sample => ({
  request: { method: 'GET', url, ...(headers ? { headers } : {}) },
});

/** A partner host (docs/security.md#partner-restrictions): the aliado partner allows two organizations. */
const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };

/**
 * Plan 1002 has offers (so an offer description too); 1012 has benefits with a deductible and a top amount;
 * 1003 has the largest clinic network and 5001 (a pet plan) none.
 */
export const PLAN_SECTION_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/insurance/:id/descriptions': [
    get('/api/insurance/1002/descriptions'),
    get('/api/insurance/1001/descriptions'),
  ],
  'GET /api/insurance/:id/features': [get('/api/insurance/1002/features')],
  'GET /api/insurance/:id/faq': [get('/api/insurance/1002/faq'), get('/api/insurance/5001/faq')],
  // 6001, mandatory Covid insurance, lists no exclusions.
  'GET /api/insurance/:id/exclusions': [get('/api/insurance/1002/exclusions'), get('/api/insurance/6001/exclusions')],
  'GET /api/insurance/coverages/:id/resume': [
    get('/api/insurance/coverages/1012/resume'),
    get('/api/insurance/coverages/5001/resume'),
  ],
  'GET /api/insurance/:id/coverageOrganizations': [
    get('/api/insurance/1003/coverageOrganizations'),
    get('/api/insurance/5001/coverageOrganizations'),
  ],
  'GET /api/coverageOrganization/country': [
    get('/api/coverageOrganization/country'),
    get('/api/coverageOrganization/country?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS'),
    get('/api/coverageOrganization/country', aliado),
  ],
};
