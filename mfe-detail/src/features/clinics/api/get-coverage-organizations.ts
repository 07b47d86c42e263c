import { apiClient } from '@qs/shared';

/**
 * GET /api/insurance/{id}/coverageOrganizations: each coverage of the plan with the clinic network it applies in
 * (docs/product/detail.md#clinics: coverage organization); [] for plans without a network (pets, dental).
 */
export const getCoverageOrganizations = (planId: number, signal?: AbortSignal) =>
  apiClient
    .get(`/insurance/${planId}/coverageOrganizations`, {}, { cache: true, signal })
    .then((answer) => answer.data);
