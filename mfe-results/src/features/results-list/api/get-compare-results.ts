import { apiClient, type Comparator, type Profile } from '@qs/shared';
import type { ResultsQuery } from '../../results-query';

/** The compare page size (docs/product/results.md#paging), until the compare service says otherwise. */
export const DEFAULT_PAGE_SIZE = 20;

export interface CompareRequest {
  comparator: Comparator;
  query: ResultsQuery;
  page: number;
  profile: Profile | null;
  /** A partner's allowed organizations; empty means all. */
  partnerOrganizations: readonly number[];
}

/** A partner sees only its organizations: the visitor's choice is narrowed to them, never widened. */
const organizationsFor = (chosen: number[], partner: readonly number[]): number[] => {
  if (partner.length === 0) return chosen;
  if (chosen.length === 0) return [...partner];
  const allowed = chosen.filter((id) => partner.includes(id));
  return allowed.length > 0 ? allowed : [...partner];
};

/**
 * docs/product/results.md#compare-call: GET for a first visit, POST once a profile was entered or a price range is set
 * (the POST prices every plan for the people in the profile). The comparator's slug lets the
 * service choose the page size and pagination mode.
 */
export const getCompareResults = (
  { comparator, query, page, profile, partnerOrganizations }: CompareRequest,
  signal?: AbortSignal,
) => {
  const filters = {
    comparator: comparator.slug,
    organizationTypes: comparator.organizationTypes,
    insuranceTypes: query.insuranceTypes,
    organizations: organizationsFor(query.organizations, partnerOrganizations),
    coverageOrganizations: query.coverageOrganizations,
    fromPrice: query.fromPrice,
    toPrice: query.toPrice,
    order: query.order === 'recommended' ? null : query.order,
    page,
  };
  const priced = Boolean(profile?.ingresodatos);
  if (priced || query.fromPrice !== null || query.toPrice !== null) {
    return apiClient.post('/insurance/compare/metadata', { ...filters, ...(priced && { profile }) }, { signal });
  }
  return apiClient.get('/insurance/compare/metadata', filters, { signal });
};

/** The signed challenge a robot answer (401 BOT_SUSPICION) carries; 'Soy humano!' sends it back. */
export const challengeOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'challenge' in body && typeof body.challenge === 'string'
    ? body.challenge
    : undefined;

/**
 * Clears the bot suspicion ('Soy humano!', docs/product/results.md#robot-screen, docs/security.md#human-challenge):
 * a POST of the robot answer's challenge — the API refuses a bare GET, an expired, forged or replayed
 * challenge, or one of another connection — with the nonce of its proof of work (proof-of-work.ts); without one (a challenge the page could not
 * read) the API refuses it and the page asks again.
 */
export const confirmHuman = (challenge: string, nonce?: string) =>
  apiClient.post('/buscarplanes/notrobot', nonce === undefined ? { challenge } : { challenge, nonce });
