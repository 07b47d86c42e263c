// Test-only helpers shared by the tab tests: a plan like the catalogue's and a fetch stub that answers by path.
import type { PlanDetail } from '@qs/shared';

let nextId = 5000;

/** A fresh plan id per test, so the API client's 5-minute cache never answers one test with another's data. */
export const testPlan = (overrides: Partial<PlanDetail> = {}): PlanDetail => ({
  id: nextId++,
  displayName: 'Plan Complementario Oro',
  name: 'Complementario Oro',
  productCode: 'EPS101-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 69_400, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
  priceRange: { from: 69_400, unit: { code: 'COP' } },
  score: 8.6,
  insuranceMetadata: { metadata: { price_detail: { label: '/mes' }, annual_benefit_maximum: { amount: 200_000_000, currency_code: 'COP' } } },
  insuranceType: {
    name: 'PLAN_COMPLEMENTARIO_EPS',
    displayName: 'Plan Complementario EPS',
    descriptions: [{ type: { name: 'insurance_type_description', displayName: 'Plan Complementario EPS' }, text: 'Amplía los servicios de tu EPS.' }],
  },
  organization: { displayName: 'Salud Andina EPS', metadata: { url: 'salud-andina-eps' } },
  descriptions: [
    { type: { name: 'insurance_description_general', displayName: 'Descripción general' }, text: 'Complementa el plan de beneficios de tu EPS.' },
    { type: { name: 'offer_description', displayName: 'Oferta vigente' }, text: '10% de descuento en las tres primeras cuotas.' },
  ],
  tabs: [
    { url: 'home', title: 'Vista General' },
    { url: 'Detalle-de-Precio', title: 'Detalle de Precio' },
    { url: 'Solicitar', title: 'Solicitar' },
  ],
  ...overrides,
});

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
