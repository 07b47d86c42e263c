import type { PlanCard } from '@qs/shared';

/** A plan card as the compare call answers it (docs/product/api.md#plan-cards). */
export const planCard = (overrides: Partial<PlanCard> = {}): PlanCard => ({
  id: 11,
  displayName: 'Plan Complementario Oro',
  name: 'plan-complementario-oro',
  productCode: 'EPS-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 123456, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'from' },
  priceRange: { from: 123456, unit: { code: 'COP' } },
  score: 8.6,
  insuranceMetadata: { metadata: { salesChannel: ['ExecutiveEmployee'], price_detail: { label: '/mes' } } },
  insuranceType: { name: 'PLAN_COMPLEMENTARIO_EPS', displayName: 'Plan complementario', upperType: { name: 'EPS', displayName: 'EPS' } },
  organization: { id: 1, displayName: 'Salud Andina EPS', metadata: { url: 'salud-andina-eps' } },
  ...overrides,
});

export const jsonResponse = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

/** Benefit categories as GET /api/insurance/coverages/{id}/resume answers them, `benefits` coverages in all. */
export const benefitCategories = (benefits: number) =>
  Array.from({ length: Math.ceil(benefits / 3) }, (_, category) => ({
    id: category + 1,
    code: `CAT${category}`,
    name: `Categoría ${category + 1}`,
    icon: 'hospital',
    coverages: Array.from({ length: Math.min(3, benefits - category * 3) }, (_, index) => ({
      id: category * 3 + index + 1,
      code: `B${category * 3 + index + 1}`,
      insuranceBenefit: `Beneficio ${category * 3 + index + 1}`,
      icon: 'bed',
    })),
  }));

/** Offers as the API fixtures have them: discounts in percent and pesos, and an exhausted stock promotion. */
export const planOffers = () => [
  { code: 'descuento-10', offerType: { name: 'DISCOUNT' }, title: '10% de descuento', discount: { unitCode: 'PERCENT', amount: 10 } },
  { code: 'descuento-fijo', offerType: { name: 'DISCOUNT' }, title: '$30.000 menos al mes', discount: { unitCode: 'COP', amount: 30000 } },
  { code: 'kit-bienvenida-agotado', offerType: { name: 'STOCK' }, title: 'Kit de bienvenida', stock: 0, discount: { unitCode: 'COP', amount: 45000 } },
];

/** A stand-in for the browser's IntersectionObserver: the test says when a card enters or leaves the view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Every observed element enters (or leaves) the view. */
  static show(isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
