// Test-only helpers shared by the tab tests: a plan like the catalogue's and a fetch stub that answers by path.
import type { PlanDetail, PlanTab } from '@qs/shared';

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

/** A tab as the API gives it (api/src/catalogue/build-tabs.ts): shown, enabled, with the fixed bar, no side column. */
export const planTab = (url: string, extra: Partial<PlanTab> = {}): PlanTab => ({
  url,
  title: url,
  icon: 'file',
  class: `tab-${url.toLowerCase()}`,
  highlight: false,
  hidden: false,
  disabled: false,
  headerFixed: true,
  showContentChild: false,
  inMenuMore: false,
  ...extra,
});

const IMAGE = '/api/images/organizations/salud-andina-eps.svg';

/** The plan page's plan (GET /api/insurance/by-url) of the catalogue's EPS Oro plan, without its network tab. */
export const planDetail = (overrides: Overrides<PlanDetail> = {}): PlanDetail =>
  merged<PlanDetail>(
    {
      id: 1002,
      displayName: 'Plan Complementario Oro',
      name: 'Complementario Oro',
      productCode: 'EPS101-ORO',
      url: '/EPS/salud-andina-eps/plan-complementario-oro',
      price: { minPrice: 69_400, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'from' },
      priceRange: { from: 69_400, unit: { code: 'COP' } },
      score: 8.6,
      distance: 8.6,
      isNew: false,
      exclusive: false,
      isPromoted: false,
      insuranceMetadata: {
        metadata: {
          salesChannel: ['ExecutiveEmployee'],
          isPopular: false,
          hasOffer: true,
          logo: IMAGE,
          modality: 'preferente',
          coverage_breadth: 'con_parto',
          price_detail: { label: '/mes', age_range: '2 a 17 años' },
          annual_benefit_maximum: { amount: 200_000_000, currency_code: 'COP' },
          image: '/api/images/products/EPS101-ORO.svg',
          protection: 'Colombia',
          protection_description: 'Cobertura en todo el territorio colombiano.',
          comparable: true,
        },
      },
      insuranceType: {
        name: 'PLAN_COMPLEMENTARIO_EPS',
        displayName: 'Plan Complementario EPS',
        description: 'Amplía los servicios de tu EPS.',
        color: '#0E7C66',
        upperType: { name: 'EPS', displayName: 'EPS' },
        descriptions: [
          {
            type: { name: 'insurance_type_description', displayName: 'Plan Complementario EPS' },
            text: 'Amplía los servicios de tu EPS.',
            icon: 'shield',
          },
        ],
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
      descriptions: [
        {
          type: { name: 'insurance_description_general', displayName: 'Descripción general' },
          text: 'Complementa el plan de beneficios de tu EPS.',
          icon: 'info',
        },
        {
          type: { name: 'offer_description', displayName: 'Oferta vigente' },
          text: '10% de descuento en las tres primeras cuotas.',
          icon: 'gift',
        },
      ],
      tabs: [
        planTab('home', { title: 'Vista General' }),
        planTab('Detalle-de-Precio', { title: 'Detalle de Precio' }),
        planTab('Solicitar', { title: 'Solicitar' }),
      ],
    },
    overrides,
  );

let nextId = 5000;

/** A fresh plan id per test, so the API client's 5-minute cache never answers one test with another's data. */
export const testPlan = (overrides: Overrides<PlanDetail> = {}): PlanDetail =>
  planDetail({ id: nextId++, ...overrides });

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces global fetch with one that answers `{ data }` by path (the part after /api), 404 otherwise,
 * and records the calls. A value of `pending` never answers (a request in flight).
 */
export const stubApi = (routes: Record<string, unknown>) => {
  const calls: StubbedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (!(path in routes)) return answer(404, { message: 'No encontrado' });
    if (routes[path] === pending) return new Promise<Response>(() => undefined);
    return answer(200, { data: routes[path] });
  }) as typeof fetch;
  return calls;
};

export const pending = Symbol('pending');
