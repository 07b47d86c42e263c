// The results view's query parameters (docs/adr/0004-results-view-in-the-url.md): what a comparator page shows
// beyond its path (page, filters, sort). Plain JavaScript with no dependency: the results slice reads and
// writes them. Typed by results-view-params.d.mts.

export const RESULTS_VIEW_PARAMS = Object.freeze({
  insuranceTypes: 'tipos',
  organizations: 'companias',
  coverageOrganizations: 'clinicas',
  fromPrice: 'precioMin',
  toPrice: 'precioMax',
  order: 'orden',
  page: 'pagina',
});
