import type { CountryState, CoverageOrganization, NetworkClinic } from '@qs/shared';

export interface ClinicGroup {
  id: number;
  name: string;
  percentage: number | null;
  deductible: { minAmount: number | null } | null;
  clinics: NetworkClinic[];
}

export interface ClinicFilters {
  name: string;
  /** State codes; empty = every state. */
  states: string[];
}

// Made on first use, not at module load: the first Intl object of a page costs tens of milliseconds.
let collator: Intl.Collator | undefined;
const byName = (): Intl.Collator => (collator ??= new Intl.Collator('es', { sensitivity: 'base' }));

/** Null sorts last on both keys: an unknown percentage is not the best, an unknown deductible not the lowest. */
const descending = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);
const ascending = (a: number | null, b: number | null) => (a ?? Infinity) - (b ?? Infinity);

/**
 * Product rule (docs/product/detail.md#clinics): groups by coverage, the coverage's percentage minAmount descending, then its deductible
 * minAmount ascending; the clinics of a group by name. Coverages without clinics are left out.
 */
export const groupClinics = (organizations: CoverageOrganization[]): ClinicGroup[] =>
  organizations
    .filter((organization) => (organization.network?.clinics.length ?? 0) > 0)
    .map((organization) => ({
      id: organization.id,
      name: organization.coverage.name || organization.displayName,
      percentage: organization.coverage.percentage?.minAmount ?? null,
      deductible: organization.coverage.deductible ?? null,
      clinics: [...organization.network!.clinics].sort((a, b) => byName().compare(a.displayName, b.displayName)),
    }))
    .sort(
      (a, b) =>
        descending(a.percentage, b.percentage) ||
        ascending(a.deductible?.minAmount ?? null, b.deductible?.minAmount ?? null),
    );

/** Lower case without accents, so 'clinica' finds 'Clínica' (docs/product/detail.md#clinics). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The name filter is a case- and accent-insensitive substring; a clinic's FIRST state must be chosen (docs/product/detail.md#clinics). */
export const clinicMatches = (clinic: NetworkClinic, filters: ClinicFilters): boolean => {
  const name = foldText(filters.name.trim());
  if (name && !foldText(clinic.displayName).includes(name)) return false;
  if (filters.states.length === 0) return true;
  const first = clinic.countryStates[0]?.stateCode;
  return first !== undefined && filters.states.includes(first);
};

/** The groups with only their matching clinics; groups left empty disappear. */
export const filterGroups = (groups: ClinicGroup[], filters: ClinicFilters): ClinicGroup[] =>
  groups
    .map((group) => ({ ...group, clinics: group.clinics.filter((clinic) => clinicMatches(clinic, filters)) }))
    .filter((group) => group.clinics.length > 0);

/** The departments the state filter offers: every clinic's first state, by name. */
export const statesOf = (groups: ClinicGroup[]): CountryState[] => {
  const states = new Map<string, CountryState>();
  for (const group of groups) {
    for (const clinic of group.clinics) {
      const first = clinic.countryStates[0];
      if (first && !states.has(first.stateCode)) states.set(first.stateCode, first);
    }
  }
  return [...states.values()].sort((a, b) => byName().compare(a.stateName, b.stateName));
};
