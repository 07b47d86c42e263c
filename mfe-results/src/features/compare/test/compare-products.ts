import type { CompareProduct } from '@qs/shared';
import { merged, type Overrides } from '../../../test/plans';

/** A product as GET /api/insurance/compare/products answers it. */
export const compareProduct = (id: number, overrides: Overrides<CompareProduct> = {}): CompareProduct =>
  merged<CompareProduct>(
    {
      id,
      name: `Complementario ${id}`,
      code: `EPS-${id}`,
      category: 'PLAN_COMPLEMENTARIO_EPS',
      displayName: `Plan Complementario ${id}`,
      url: `/EPS/salud-andina-eps/plan-${id}`,
      newWindowUrl: `/EPS/salud-andina-eps/plan-${id}/Solicitar`,
      price: { minPrice: 100000 + id, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'from' },
      organization: {
        id: 1,
        displayName: 'Salud Andina EPS',
        metadata: { image: '/api/images/organizations/salud-andina-eps.svg' },
      },
      insuranceMetadata: {
        metadata: {
          salesChannel: ['ExecutiveEmployee'],
          protection: 'Colombia',
          protection_description: 'Cobertura en todo el territorio colombiano.',
        },
      },
      coverage: {
        topAmount: { min: 80000000, max: 80000000, unit: { currencyCode: 'COP' } },
        deductible: { min: 0, max: 150000, unit: { name: 'Copago', code: 'COP', currencyCode: 'COP' } },
        coverage: { min: 60, max: 100 },
      },
      features: [
        {
          name: 'has_inpatient_coverage',
          feature_type_id: 1,
          displayName: 'Hospitalización',
          description: 'Cubre hospitalización.',
          icon: 'hospital',
        },
      ],
      information: {
        featuresAll: [
          {
            name: 'has_inpatient_coverage',
            feature_type_id: 1,
            displayName: 'Hospitalización',
            description: 'Cubre hospitalización.',
            icon: 'hospital',
            value: true,
          },
        ],
        offers: [],
      },
    },
    overrides,
  );
