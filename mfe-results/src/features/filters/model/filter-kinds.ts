/** The filters (docs/product/results.md#filters): insuranceTypes, organizations, coverageOrganizations, prices. */
export type FilterKind = 'insuranceTypes' | 'organizations' | 'coverageOrganizations' | 'price';
