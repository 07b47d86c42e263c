import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';
import { AUTHORISED } from '../../test-support/authorisation';

const VIEW = '/Comparar/EPS?pagina=2';
const PROFILE = {
  ingresodatos: true,
  cotizante: [{ edad: 41, sexo: 'Femenino', eps_actual: 'Sura' }],
  cargas: [{ edad: 9, sexo: 'Masculino', parentesco: 'Hijo' }],
};

/** A link made on the same app first: links are random, so each app reads its own. */
const sharedLinkOf = async (app: FastifyInstance): Promise<string> =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/buscarplanes/sharedinsurance',
      payload: { url: VIEW, decodedProfile: PROFILE },
    })
  ).json().data.link;

export const SHARING_SAMPLES: Record<string, readonly Sample[]> = {
  'POST /api/buscarplanes/sharedinsurance': [
    {
      request: {
        method: 'POST',
        url: '/api/buscarplanes/sharedinsurance',
        payload: { url: VIEW, decodedProfile: PROFILE },
      },
      unstable: ['data.link', 'data.path'],
    },
    {
      request: {
        method: 'POST',
        url: '/api/buscarplanes/sharedinsurance',
        payload: { url: '/Comparar/EPS', decodedProfile: null },
      },
      unstable: ['data.link', 'data.path'],
    },
  ],
  'GET /api/buscarplanes/sharedinsurance/:link': [
    {
      request: async (app) => ({ method: 'GET', url: `/api/buscarplanes/sharedinsurance/${await sharedLinkOf(app)}` }),
      unstable: ['data.link'],
    },
  ],
};

const PERSON = { first_name: 'Ana Pérez', telefono: '3001234567', email: 'ana.perez@example.co', ...AUTHORISED };

export const LEAD_SAMPLES: Record<string, readonly Sample[]> = {
  'POST /api/contactos': [
    {
      request: {
        method: 'POST',
        url: '/api/contactos',
        headers: { 'idempotency-key': 'sample-contact-a' },
        payload: { tipo: 1, mensaje: 'Hola', ...PERSON },
      },
    },
    // A line without advisors: dataSocio null.
    {
      request: {
        method: 'POST',
        url: '/api/contactos',
        headers: { 'idempotency-key': 'sample-contact-b' },
        payload: { tipo: 8, ...PERSON },
      },
    },
  ],
  'POST /api/solicitarplans': [
    {
      request: {
        method: 'POST',
        url: '/api/solicitarplans',
        headers: { 'idempotency-key': 'sample-plan-a' },
        payload: { productCode: 'MPP301-FAMILIAR', documento: '1020304050', ...PERSON },
      },
    },
  ],
};

/** Two leads, a contact and a plan request, so that the operators' list holds both kinds and an advisor. */
const withLeads = async (app: FastifyInstance) => {
  const person = PERSON;
  await app.inject({
    method: 'POST',
    url: '/api/contactos',
    headers: { 'idempotency-key': 'sample-contact-1' },
    payload: { tipo: 1, mensaje: 'Hola', ...person },
  });
  await app.inject({
    method: 'POST',
    url: '/api/solicitarplans',
    headers: { 'idempotency-key': 'sample-plan-1' },
    payload: { productCode: 'MPP301-FAMILIAR', documento: '1020304050', ...person },
  });
  return { method: 'GET' as const, url: '/api/admin/leads', headers: { authorization: 'Bearer test-admin-token' } };
};

export const ADMIN_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/admin/leads': [{ request: withLeads }],
};
