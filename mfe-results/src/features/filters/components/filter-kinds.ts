/** The filters of seed 000 §3: insuranceTypes, organizations, coverageOrganizations, prices. */
export type FilterKind = 'insuranceTypes' | 'organizations' | 'coverageOrganizations' | 'price';
