import type { Sample } from '../samples';

/** Plan 1002 (EPS101-ORO) has a discount and an exhausted stock offer; 1001 has no offers (204). */
export const PAYMENT_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/qppayment/insurance-payment/:id': [
    { request: { method: 'GET', url: '/api/qppayment/insurance-payment/1002' } },
    { request: { method: 'GET', url: '/api/qppayment/insurance-payment/EPS101-ORO' } },
  ],
  'GET /api/qppayment/insurance-payment/:id/getOffers': [
    { request: { method: 'GET', url: '/api/qppayment/insurance-payment/1002/getOffers' } },
    { request: { method: 'GET', url: '/api/qppayment/insurance-payment/1001/getOffers' }, status: 204 },
  ],
};
