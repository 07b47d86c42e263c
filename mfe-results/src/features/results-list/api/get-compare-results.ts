import { apiClient, type CompareResult, type Comparator, type Profile } from '@qs/shared';

/** Seed 002 §9: compare page size. */
export const PAGE_SIZE = 20;

export interface CompareQuery {
  comparator: Comparator;
  page: number;
  profile: Profile | null;
  /** A partner's allowed organizations; empty means all. */
  organizations: number[];
}

/**
 * GET for a first visit, POST once a profile was entered (seed 002 §7): the POST prices every
 * plan for the people in the profile.
 */
export const getCompareResults = ({ comparator, page, profile, organizations }: CompareQuery, signal?: AbortSignal) => {
  const filters = {
    organizationTypes: comparator.organizationTypes,
    insuranceTypes: comparator.insuranceTypes,
    organizations,
    page,
    take: PAGE_SIZE,
  };
  if (profile?.ingresodatos) {
    return apiClient.post<CompareResult>('/insurance/compare/metadata', { ...filters, profile }, { signal });
  }
  return apiClient.get<CompareResult>('/insurance/compare/metadata', filters, { signal });
};

/** Clears the bot suspicion (seed: 'Soy humano!'). */
export const confirmHuman = () => apiClient.get<unknown>('/buscarplanes/notrobot', { _fh: Date.now() });
