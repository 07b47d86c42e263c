import type { PlanCard } from '@qs/shared';

/** A plan card as the compare call answers it (seed 000 §3). */
export const planCard = (overrides: Partial<PlanCard> = {}): PlanCard => ({
  id: 11,
  displayName: 'Plan Complementario Oro',
  name: 'plan-complementario-oro',
  productCode: 'EPS-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 123456, unit: { id: 1, code: 'COP' } },
  priceRange: { from: 98000, unit: { code: 'COP' } },
  score: 8.6,
  insuranceMetadata: { metadata: { salesChannel: ['ExecutiveEmployee'], price_detail: { label: '/mes' } } },
  insuranceType: { name: 'PLAN_COMPLEMENTARIO_EPS', displayName: 'Plan complementario', upperType: { name: 'EPS', displayName: 'EPS' } },
  organization: { id: 1, displayName: 'Salud Andina EPS', metadata: { url: 'salud-andina-eps' } },
  ...overrides,
});

export const jsonResponse = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
