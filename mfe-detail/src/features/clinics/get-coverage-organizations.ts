import { apiClient } from '@qs/shared';

export interface CountryState {
  stateCode: string;
  stateName: string;
}

export interface Clinic {
  id: number;
  displayName: string;
  title?: string;
  url?: string;
  kind: string;
  address?: string;
  phone?: string;
  city?: string;
  countryStates: CountryState[];
}

/** One coverage of the plan with the clinic network it applies in (docs/product/detail.md#clinics: coverage organization). */
export interface CoverageOrganization {
  id: number;
  code?: string;
  displayName: string;
  coverage: { name: string; percentage: { minAmount: number | null }; deductible?: { minAmount: number | null } | null };
  network: { name?: string; clinics: Clinic[] } | null;
  countryStates?: CountryState[];
}

/** GET /api/insurance/{id}/coverageOrganizations — [] for plans without a network (pets, dental). */
export const getCoverageOrganizations = (planId: number, signal?: AbortSignal) =>
  apiClient
    .get<{ data: CoverageOrganization[] }>(`/insurance/${planId}/coverageOrganizations`, {}, { cache: true, signal })
    .then((answer) => answer.data);
