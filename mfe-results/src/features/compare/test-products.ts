import type { CompareProduct } from './model/compare-product';

/** A product as GET /api/insurance/compare/products answers it. */
export const compareProduct = (id: number, overrides: Partial<CompareProduct> = {}): CompareProduct => ({
  id,
  name: `Complementario ${id}`,
  code: `EPS-${id}`,
  category: 'PLAN_COMPLEMENTARIO_EPS',
  displayName: `Plan Complementario ${id}`,
  url: `/EPS/salud-andina-eps/plan-${id}`,
  newWindowUrl: `/EPS/salud-andina-eps/plan-${id}/Solicitar`,
  price: { minPrice: 100000 + id, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
  organization: { displayName: 'Salud Andina EPS', metadata: { image: '/api/images/organizations/salud-andina-eps.svg' } },
  insuranceMetadata: { metadata: { salesChannel: ['ExecutiveEmployee'], protection: 'Colombia', protection_description: 'Cobertura en todo el territorio colombiano.' } },
  coverage: {
    topAmount: { min: 80000000, max: 80000000, unit: { currencyCode: 'COP' } },
    deductible: { min: 0, max: 150000, unit: { currencyCode: 'COP' } },
    coverage: { min: 60, max: 100 },
  },
  features: [{ name: 'has_inpatient_coverage', feature_type_id: 1, displayName: 'Hospitalización', description: 'Cubre hospitalización.', icon: 'hospital' }],
  ...overrides,
});
