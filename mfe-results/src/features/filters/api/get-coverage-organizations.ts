import { apiClient, type CountryClinic } from '@qs/shared';

/** A clinic the filter offers: the contract's answer (the filter reads its name, city and department). */
export type CoverageOrganizationOption = CountryClinic;

/** Clinics and hospitals in the networks of the comparator's plans (docs/product/api.md#clinics). */
export const getCoverageOrganizations = (organizationTypes: readonly string[], insuranceTypes: readonly string[]) =>
  apiClient
    .get(
      '/coverageOrganization/country',
      { organizationTypes, insuranceTypes },
      { cache: true, retry: { times: 3, delayMs: 1500, message: 'Error al obtener las clínicas' } },
    )
    .then((answer) => answer.data);
