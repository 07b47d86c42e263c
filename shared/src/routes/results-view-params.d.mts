export declare const RESULTS_VIEW_PARAMS: {
  readonly insuranceTypes: 'tipos';
  readonly organizations: 'companias';
  readonly coverageOrganizations: 'clinicas';
  readonly fromPrice: 'precioMin';
  readonly toPrice: 'precioMax';
  readonly order: 'orden';
  readonly page: 'pagina';
};
