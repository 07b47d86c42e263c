import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';
import { AUTHORISED, SENSITIVE_AUTHORISED } from '../../test-support/authorisation';

const PROFILE = { cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [{ edad: 8 }] };
const PERSONAL = {
  name: 'Ana Gómez',
  documentType: 'CC',
  documentNumber: '52123456',
  birthDate: '1986-02-28',
  email: 'ana@correo.co',
  phone: '3001112233',
  address: 'Calle 100 # 15-20',
  city: 'Bogotá',
  ...AUTHORISED,
};
const HEALTH = {
  answers: [
    { person: 0, hasConditions: false },
    { person: 1, hasConditions: false },
  ],
  truthful: true,
  ...SENSITIVE_AUTHORISED,
};

/** A purchase started on the same app (ids and sessions are random, so each app has its own), taken `steps` steps on. */
const purchaseOn = async (app: FastifyInstance, steps = 0): Promise<{ id: string; session: string }> => {
  const { data } = (
    await app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { productCode: 'ASE204-SALUDPLUS', profile: PROFILE },
    })
  ).json();
  const purchase = { id: data.purchase.id as string, session: data.session as string };
  const bodies = [
    ['personal-data', PERSONAL],
    ['health-statement', HEALTH],
  ] as const;
  for (const [step, payload] of bodies.slice(0, steps)) {
    await app.inject({
      method: 'POST',
      url: `/api/purchases/${purchase.id}/steps/${step}`,
      headers: { 'x-purchase-session': purchase.session },
      payload,
    });
  }
  return purchase;
};

const VIEW = (at: string) => [`${at}.id`, `${at}.createdAt`, `${at}.updatedAt`];

export const PURCHASE_SAMPLES: Record<string, readonly Sample[]> = {
  'POST /api/purchases': [
    {
      request: {
        method: 'POST',
        url: '/api/purchases',
        payload: { productCode: 'ASE204-SALUDPLUS', profile: PROFILE },
      },
      unstable: ['data.session', ...VIEW('data.purchase')],
    },
    {
      request: {
        method: 'POST',
        url: '/api/purchases',
        payload: { productCode: 'ASE204-EQUIPO', profile: { colectivo: { cantidadempleados: 12 } } },
      },
      unstable: ['data.session', ...VIEW('data.purchase')],
    },
  ],
  'GET /api/purchases/:id': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app, 1);
        return { method: 'GET', url: `/api/purchases/${id}?session=${session}&sessionType=purchase` };
      },
      unstable: VIEW('data'),
    },
  ],
  'POST /api/purchases/:id/steps/:step': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app);
        return {
          method: 'POST',
          url: `/api/purchases/${id}/steps/personal-data`,
          headers: { 'x-purchase-session': session },
          payload: PERSONAL,
        };
      },
      unstable: VIEW('data'),
    },
  ],
  'POST /api/purchases/:id/periodicity': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app, 2);
        return {
          method: 'POST',
          url: `/api/purchases/${id}/periodicity`,
          headers: { 'x-purchase-session': session },
          payload: { periodicity: 'quarterly' },
        };
      },
      unstable: VIEW('data'),
    },
  ],
  'POST /api/purchases/:id/payments': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app, 2);
        return {
          method: 'POST',
          url: `/api/purchases/${id}/payments`,
          headers: { 'x-purchase-session': session, 'idempotency-key': 'muestra-pago-1' },
          payload: { holderName: 'OTHE', cardNumber: '4509 9535 6623 3704', expiry: '11/30', securityCode: '123' },
        };
      },
      unstable: [
        ...VIEW('data.purchase'),
        'data.payment.id',
        'data.payment.createdAt',
        'data.purchase.payments.0.id',
        'data.purchase.payments.0.createdAt',
      ],
    },
  ],
  'POST /api/purchases/:id/cancel': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app, 1);
        return { method: 'POST', url: `/api/purchases/${id}/cancel`, headers: { 'x-purchase-session': session } };
      },
      unstable: VIEW('data'),
    },
  ],
  'POST /api/purchases/:id/confirm': [
    {
      request: async (app) => {
        const { id, session } = await purchaseOn(app, 2);
        return { method: 'POST', url: `/api/purchases/${id}/confirm`, headers: { 'x-purchase-session': session } };
      },
      // A person's purchase has no confirmation step: the state machine's 409.
      status: 409,
    },
  ],
};
