import { RESULTS_VIEW_PARAMS, type Comparator } from '@qs/shared';

/** The sort options (docs/product/results.md#sort); 'recommended' sends no order to the server. */
export const SORT_OPTIONS = ['recommended', 'lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * Everything that decides which plans the visitor sees, kept in the URL query so that a link,
 * a reload or Back reproduces the view (docs/product/results.md#url-query: the page is 'pagina').
 */
export interface ResultsQuery {
  insuranceTypes: string[];
  organizations: number[];
  coverageOrganizations: number[];
  fromPrice: number | null;
  toPrice: number | null;
  order: SortOption;
  page: number;
}

const MAX_PRICE = 1_000_000_000;
const MAX_IDS = 50;

const list = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

const ids = (value: string | null): number[] =>
  list(value)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647)
    .slice(0, MAX_IDS);

const price = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_PRICE ? Math.round(amount) : null;
};

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** Reads the view from the URL; anything malformed falls back to the comparator's defaults. */
export const parseResultsQuery = (params: URLSearchParams, comparator: Comparator): ResultsQuery => {
  const allowedTypes = comparator.insuranceTypeOptions ?? comparator.insuranceTypes;
  const types = list(params.get(RESULTS_VIEW_PARAMS.insuranceTypes)).filter((type) => allowedTypes.includes(type));
  const order = params.get(RESULTS_VIEW_PARAMS.order) as SortOption | null;
  let fromPrice = price(params.get(RESULTS_VIEW_PARAMS.fromPrice));
  let toPrice = price(params.get(RESULTS_VIEW_PARAMS.toPrice));
  if (fromPrice !== null && toPrice !== null && fromPrice > toPrice) [fromPrice, toPrice] = [toPrice, fromPrice];
  return {
    insuranceTypes: types.length > 0 ? types : [...comparator.insuranceTypes],
    organizations: ids(params.get(RESULTS_VIEW_PARAMS.organizations)),
    coverageOrganizations: ids(params.get(RESULTS_VIEW_PARAMS.coverageOrganizations)),
    fromPrice,
    toPrice,
    order: order && SORT_OPTIONS.includes(order) ? order : 'recommended',
    page: pageOf(params.get(RESULTS_VIEW_PARAMS.page)),
  };
};

const sameList = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Writes the view into `params`, leaving every other parameter (the compare set, a frame token)
 * alone. Defaults are left out so that the plain comparator URL stays plain.
 */
export const writeResultsQuery = (
  params: URLSearchParams,
  query: ResultsQuery,
  comparator: Comparator,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (key: keyof typeof RESULTS_VIEW_PARAMS, value: string | null) => {
    if (value === null || value === '') next.delete(RESULTS_VIEW_PARAMS[key]);
    else next.set(RESULTS_VIEW_PARAMS[key], value);
  };
  set(
    'insuranceTypes',
    sameList(query.insuranceTypes, comparator.insuranceTypes) ? null : query.insuranceTypes.join(','),
  );
  set('organizations', query.organizations.join(','));
  set('coverageOrganizations', query.coverageOrganizations.join(','));
  set('fromPrice', query.fromPrice === null ? null : String(query.fromPrice));
  set('toPrice', query.toPrice === null ? null : String(query.toPrice));
  set('order', query.order === 'recommended' ? null : query.order);
  set('page', query.page > 1 ? String(query.page) : null);
  return next;
};

/** docs/product/results.md#filters: a filter change resets the page to 1. */
export const withFilters = (query: ResultsQuery, change: Partial<Omit<ResultsQuery, 'page'>>): ResultsQuery => ({
  ...query,
  ...change,
  page: 1,
});

/** The comparator's whole catalogue again, from page 1 (sort kept). */
export const clearFilters = (query: ResultsQuery, comparator: Comparator): ResultsQuery =>
  withFilters(query, {
    insuranceTypes: [...comparator.insuranceTypes],
    organizations: [],
    coverageOrganizations: [],
    fromPrice: null,
    toPrice: null,
  });

/** Whether the visitor narrowed the comparator's default view (for 'Limpiar filtros'). */
export const hasFilters = (query: ResultsQuery, comparator: Comparator): boolean =>
  !sameList(query.insuranceTypes, comparator.insuranceTypes) ||
  query.organizations.length > 0 ||
  query.coverageOrganizations.length > 0 ||
  query.fromPrice !== null ||
  query.toPrice !== null;
