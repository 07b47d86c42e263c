import type { Sample } from '../samples';

/** A household with someone the plans cannot insure (80), pets and a company size: every part of a priced card. */
const PROFILE = {
  ingresodatos: true,
  cotizante: [
    { edad: 40, sexo: 'Femenino', maternidad: true, eps_actual: 'EPS101' },
    { edad: 42, sexo: 'Masculino' },
  ],
  cargas: [{ edad: 80, sexo: 'Masculino' }],
  mascota: [{ especie: 'Perro', raza: 'Criollo', edad: 4 }],
  colectivo: { cantidadempleados: 60 },
};
const ALL_TYPES = ['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'];
const COMPARE = '/api/insurance/compare/metadata';
const query = (profile: unknown) => encodeURIComponent(JSON.stringify(profile));

/** Plans: compare and its products, the plan page's plan and calculatePrice (contract/plans.ts, contract/compare.ts). */
export const PLANS_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/insurance/compare/metadata': [
    // A new uuid for every call without one.
    {
      request: {
        method: 'GET',
        url: `${COMPARE}?organizationTypes=${encodeURIComponent(ALL_TYPES.join(','))}&take=100`,
      },
      unstable: ['metaData.uuid'],
    },
    {
      request: {
        method: 'GET',
        url: `${COMPARE}?organizationTypes=ASEG&comparator=Polizas-de-Salud&uuid=0f8fad5b-d9cb-469f-a165-70867728950e`,
      },
    },
    {
      request: {
        method: 'GET',
        url: `${COMPARE}?organizationTypes=EPS,ASEG&take=5`,
        headers: { 'x-forwarded-host': 'aliado.localhost:3000' },
      },
      unstable: ['metaData.uuid'],
    },
  ],
  'POST /api/insurance/compare/metadata': [
    {
      request: { method: 'POST', url: COMPARE, payload: { organizationTypes: ALL_TYPES, take: 100, profile: PROFILE } },
      unstable: ['metaData.uuid'],
    },
    {
      request: {
        method: 'POST',
        url: COMPARE,
        payload: {
          comparator: 'Empresas',
          organizationTypes: ['ASEG', 'EPS', 'MEDICINA PREPAGADA'],
          fromPrice: 100000,
          toPrice: 2000000,
          profile: PROFILE,
        },
      },
      unstable: ['metaData.uuid'],
    },
  ],
  'GET /api/insurance/compare/products': [
    { request: { method: 'GET', url: '/api/insurance/compare/products?ids=1003,5002,4002' } },
    { request: { method: 'GET', url: `/api/insurance/compare/products?ids=1002,2001,4002&profile=${query(PROFILE)}` } },
  ],
  'GET /api/insurance/by-url': [
    // Offers (an offer description), a clinic network (Donde-Cubre) and PDF tabs.
    { request: { method: 'GET', url: '/api/insurance/by-url?url=/EPS/salud-andina-eps/plan-complementario-oro' } },
    {
      request: {
        method: 'GET',
        url: '/api/insurance/by-url?url=/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-corporativo',
      },
    },
  ],
  'GET /api/insurance/product/:code': [
    { request: { method: 'GET', url: '/api/insurance/product/MAS401-PLUS' } },
    { request: { method: 'GET', url: '/api/insurance/product/ASE201-CORPORATIVO' } },
  ],
  'GET /api/insurance/:id/calculatePrice': [
    { request: { method: 'GET', url: '/api/insurance/2001/calculatePrice?productType=colombia' } },
    {
      request: {
        method: 'GET',
        url: `/api/insurance/2001/calculatePrice?productType=colombia&profile=${query(PROFILE)}`,
      },
    },
  ],
  'POST /api/insurance/:id/calculatePrice': [
    {
      request: {
        method: 'POST',
        url: '/api/insurance/2001/calculatePrice',
        payload: { profile: PROFILE, productType: 'colombia' },
      },
    },
    // A company plan priced for the company's size (profilePrice.total.employees).
    {
      request: {
        method: 'POST',
        url: '/api/insurance/4002/calculatePrice',
        payload: { profile: PROFILE, productType: 'colectivo' },
      },
    },
    {
      request: {
        method: 'POST',
        url: '/api/insurance/5002/calculatePrice',
        payload: { profile: PROFILE, productType: 'pets' },
      },
    },
  ],
};
