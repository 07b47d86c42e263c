import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';
import { AUTHORISED } from '../../test-support/authorisation';

const REQUEST = {
  institucion: 'EPS102',
  cobertura: 'enfermedades_graves',
  regionNumero: '05',
  prestador: 101,
  asegurados: 2,
  first_name: 'Ana Pérez',
  documento: '1020304050',
  telefono: '3001234567',
  email: 'ana.perez@example.co',
  ...AUTHORISED,
};

/** A request made on the same app first: its secret is random, so each app updates its own. */
const updateOfNewRequest = async (app: FastifyInstance) => {
  const { id, secreto } = (
    await app.inject({ method: 'POST', url: '/api/seguro-adicional/solicitar', payload: REQUEST })
  ).json().data;
  return {
    method: 'POST' as const,
    url: '/api/seguro-adicional/update',
    payload: { id, secreto, horarioContacto: 'tarde', comentario: 'Después de las 4 p. m.' },
  };
};

export const ADDITIONAL_INSURANCE_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/seguro-adicional/instituciones': [
    { request: { method: 'GET', url: '/api/seguro-adicional/instituciones' } },
  ],
  'GET /api/seguro-adicional/prestadores': [{ request: { method: 'GET', url: '/api/seguro-adicional/prestadores' } }],
  'GET /api/globales/prestadores': [
    { request: { method: 'GET', url: '/api/globales/prestadores?regionNumero=05' } },
    { request: { method: 'GET', url: '/api/globales/prestadores' } },
  ],
  'POST /api/seguro-adicional/solicitar': [
    {
      request: {
        method: 'POST',
        url: '/api/seguro-adicional/solicitar',
        headers: { 'idempotency-key': 'sample-additional-a' },
        payload: REQUEST,
      },
      unstable: ['data.secreto'],
    },
  ],
  'POST /api/seguro-adicional/update': [{ request: updateOfNewRequest, unstable: ['data.id'] }],
};
