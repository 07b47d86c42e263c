import type { Sample } from '../samples';

const CONTACT = '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11';
const TRAVEL = '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352';
const REFERRALS = 'c81f4e09-2d6a-4b3c-8f75-e4a9b1d26c07';

/** Every profile form, every dynamic form (by GET and by POST), a validation script (JavaScript, compared byte for byte) and a profile record. */
export const FORMS_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/profile-form/form': ['colombia', 'colectivo', 'pets'].map((name) => ({
    request: { method: 'GET', url: `/api/profile-form/form?productTypeName=${name}` },
  })),
  'GET /api/profile-form/validation/:script': [
    { request: { method: 'GET', url: '/api/profile-form/validation/colombia.js' } },
  ],
  'POST /api/profile-form/data': [
    {
      request: {
        method: 'POST',
        url: '/api/profile-form/data',
        payload: {
          form: { cotizante: [{ edad: 30, sexo: 'Femenino' }], cargas: [] },
          productType: { name: 'colombia' },
        },
      },
    },
  ],
  'GET /api/integration/form/:hash': [CONTACT, TRAVEL, REFERRALS].map((hash) => ({
    request: { method: 'GET', url: `/api/integration/form/${hash}` },
  })),
  'POST /api/integration/form': [
    { request: { method: 'POST', url: '/api/integration/form', payload: { integrationHash: TRAVEL.toUpperCase() } } },
  ],
};
