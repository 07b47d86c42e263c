import type { LeadAnswer, PlanDetail } from '@qs/shared';

// Plans and leads shaped like the API's answers, for the tests of this feature.

export const epsPlan = (overrides: Partial<PlanDetail> = {}): PlanDetail => ({
  id: 1002,
  displayName: 'Plan Complementario Oro',
  name: 'Complementario Oro',
  productCode: 'EPS101-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 124000, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
  score: 8.6,
  insuranceMetadata: { metadata: { salesChannel: ['QpMixSale'], price_detail: { label: '/mes' } } },
  insuranceType: { name: 'PLAN_COMPLEMENTARIO_EPS', displayName: 'Plan Complementario EPS' },
  organization: { id: 1, displayName: 'Salud Andina EPS', metadata: { image: '/api/images/organizations/salud-andina-eps.svg', url: 'salud-andina-eps' } },
  descriptions: [],
  tabs: [],
  ...overrides,
});

export const companyPlan = (): PlanDetail =>
  epsPlan({
    id: 4002,
    displayName: 'Colectivo Corporativo Cóndor',
    productCode: 'ASE201-CORPORATIVO',
    url: '/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-corporativo',
    price: { minPrice: 138000, unit: { code: 'COP' }, suffix: '/mes Total', basis: 'from' },
    insuranceMetadata: { metadata: { salesChannel: ['ExecutiveEmployee'], minsubscribers: 50, price_detail: { label: 'Total' } } },
    insuranceType: { name: 'SEGURO_COLECTIVO', displayName: 'Seguro Colectivo de Salud' },
    organization: { id: 11, displayName: 'Seguros Cóndor', metadata: { url: 'seguros-condor' } },
  });

export const petPlan = (): PlanDetail =>
  epsPlan({
    id: 5002,
    displayName: 'Mascota Plus',
    productCode: 'MAS401-PLUS',
    url: '/Seguros/huellitas-seguros/mascota-plus',
    price: { minPrice: 37700, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
    insuranceMetadata: { metadata: { salesChannel: ['QpOnlineSale'], price_detail: { label: '/mes' } } },
    insuranceType: { name: 'SEGURO_MASCOTAS', displayName: 'Seguro para Mascotas' },
    organization: { id: 31, displayName: 'Huellitas Seguros', metadata: { url: 'huellitas-seguros' } },
  });

export const assignedLead = (id = 812): LeadAnswer => ({
  id,
  createdAt: '2025-05-02T15:00:00.000Z',
  status: { id: 2, name: 'Asignado' },
  dataSocio: {
    nombres: 'Laura',
    apellidos: 'Restrepo',
    telefono_1: '+57 310 555 1234',
    email_corporativo: 'laura.restrepo@quieroseguro.co',
    calendly: { active: false, url: '' },
  },
});
