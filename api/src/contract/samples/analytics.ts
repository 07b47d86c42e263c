import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';

/** The test apps' clock (test-support/test-app.ts FIXED_NOW): events must be dated near it to be kept. */
const AT = '2026-03-04T18:59:00.000Z';

const EVENTS = {
  events: [
    {
      name: 'page_view',
      category: 'analytics',
      clientId: 'sample-client-1',
      at: AT,
      page: '/Comparar/EPS?utm_source=google',
    },
    {
      name: 'purchase',
      category: 'advertising',
      clientId: 'sample-client-1',
      at: AT,
      page: '/Compra-Online/confirmacion',
      params: {
        comparator: 'EPS',
        value: 185000,
        currency: 'COP',
        transaction_id: 'T-1',
        items: [{ item_id: 'EPS101-ORO', item_name: 'Oro' }],
        utm_source: 'google',
        utm_campaign: 'eps-noviembre',
      },
    },
  ],
};

export const ANALYTICS_SAMPLES: Record<string, readonly Sample[]> = {
  'POST /api/events': [{ request: { method: 'POST', url: '/api/events', payload: EVENTS } }],
  'GET /api/admin/conversions': [
    {
      request: async (app: FastifyInstance) => {
        await app.inject({ method: 'POST', url: '/api/events', payload: EVENTS });
        return {
          method: 'GET',
          url: '/api/admin/conversions?since=2026-03-01',
          headers: { authorization: 'Bearer test-admin-token' },
        };
      },
    },
  ],
};
