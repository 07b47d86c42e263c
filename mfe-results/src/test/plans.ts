import type { PlanCard } from '@qs/shared';

/** Overrides of a nested answer: objects merge, anything else (lists included) replaces. */
export type Overrides<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Overrides<T[K]> : T[K];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `overrides` merged in, object by object. */
export const merged = <T>(base: T, overrides: Overrides<T>): T => {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    result[key] = isObject(value) && isObject(result[key]) ? merged(result[key], value) : value;
  }
  return result as T;
};

const IMAGE = '/api/images/organizations/salud-andina-eps.svg';

/** A plan card as the compare call answers it (docs/product/api.md#plan-cards): not new, promoted, popular nor on offer. */
export const planCard = (overrides: Overrides<PlanCard> = {}): PlanCard =>
  merged<PlanCard>(
    {
      id: 11,
      displayName: 'Plan Complementario Oro',
      name: 'plan-complementario-oro',
      productCode: 'EPS-ORO',
      url: '/EPS/salud-andina-eps/plan-complementario-oro',
      price: { minPrice: 123456, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'from' },
      priceRange: { from: 123456, unit: { code: 'COP' } },
      score: 8.6,
      distance: 8.6,
      isNew: false,
      exclusive: false,
      isPromoted: false,
      insuranceMetadata: {
        metadata: {
          salesChannel: ['ExecutiveEmployee'],
          isPopular: false,
          hasOffer: false,
          logo: IMAGE,
          modality: 'preferente',
          coverage_breadth: 'con_parto',
          price_detail: { label: '/mes', age_range: '2 a 17 años' },
          annual_benefit_maximum: { amount: 200000000, currency_code: 'COP' },
          image: '/api/images/products/EPS-ORO.svg',
          protection: 'Colombia',
          protection_description: 'Cobertura en todo el territorio colombiano.',
          comparable: true,
        },
      },
      insuranceType: {
        name: 'PLAN_COMPLEMENTARIO_EPS',
        displayName: 'Plan complementario',
        description: 'Amplía los servicios de tu EPS.',
        color: '#0E7C66',
        upperType: { name: 'EPS', displayName: 'EPS' },
      },
      organization: {
        id: 1,
        displayName: 'Salud Andina EPS',
        metadata: {
          image: IMAGE,
          img: IMAGE,
          url: 'salud-andina-eps',
          typeAlias: 'EPS',
          color: '#0E7C66',
          firstColor: '#0A5C4C',
        },
      },
      coverages: { count: 0, tags: [] },
    },
    overrides,
  );

export const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as Response;

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
  {
    code: 'descuento-10',
    offerType: { name: 'DISCOUNT' },
    title: '10% de descuento',
    discount: { unitCode: 'PERCENT', amount: 10 },
  },
  {
    code: 'descuento-fijo',
    offerType: { name: 'DISCOUNT' },
    title: '$30.000 menos al mes',
    discount: { unitCode: 'COP', amount: 30000 },
  },
  {
    code: 'kit-bienvenida-agotado',
    offerType: { name: 'STOCK' },
    title: 'Kit de bienvenida',
    stock: 0,
    discount: { unitCode: 'COP', amount: 45000 },
  },
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
