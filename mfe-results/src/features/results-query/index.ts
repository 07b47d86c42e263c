// The results view (filters, sort, page) as the URL query holds it.
export {
  clearFilters,
  hasFilters,
  withFilters,
  SORT_OPTIONS,
  type ResultsQuery,
  type SortOption,
} from './model/results-query';
export { useResultsQuery } from './hooks/useResultsQuery';
