import type { LeadAnswer, PlanDetail } from '@qs/shared';

// Plans and leads shaped like the API's answers, for the tests of this feature.

const logo = (slug: string) => `/api/images/organizations/${slug}.svg`;

/** An organization as the plan answer names it. */
const organization = (
  id: number,
  displayName: string,
  slug: string,
  typeAlias: string,
): PlanDetail['organization'] => ({
  id,
  displayName,
  metadata: { image: logo(slug), img: logo(slug), url: slug, typeAlias, color: '#0E7C66', firstColor: '#0A5C4C' },
});

/** The plan's metadata: an individual plan sold by an executive unless a plan says otherwise. */
const metadata = (
  productCode: string,
  slug: string,
  extra: Partial<PlanDetail['insuranceMetadata']['metadata']> = {},
): PlanDetail['insuranceMetadata'] => ({
  metadata: {
    salesChannel: ['ExecutiveEmployee'],
    isPopular: false,
    hasOffer: false,
    logo: logo(slug),
    modality: 'preferente',
    coverage_breadth: 'con_parto',
    price_detail: { label: '/mes', age_range: '18 a 24 años' },
    annual_benefit_maximum: { amount: 200000000, currency_code: 'COP' },
    image: `/api/images/products/${productCode}.svg`,
    protection: 'Colombia',
    protection_description: 'Cobertura en todo el territorio colombiano.',
    comparable: true,
    ...extra,
  },
});

const insuranceType = (
  name: string,
  displayName: string,
  upperType: PlanDetail['insuranceType']['upperType'],
): PlanDetail['insuranceType'] => ({
  name,
  displayName,
  description: `${displayName}.`,
  color: '#0E7C66',
  upperType,
  descriptions: [],
});

const price = (minPrice: number, suffix = '/mes'): PlanDetail['price'] => ({
  minPrice,
  unit: { id: 1, code: 'COP' },
  suffix,
  basis: 'from',
});

export const epsPlan = (overrides: Partial<PlanDetail> = {}): PlanDetail => ({
  id: 1002,
  displayName: 'Plan Complementario Oro',
  name: 'Complementario Oro',
  productCode: 'EPS101-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: price(124000),
  priceRange: { from: 124000, unit: { code: 'COP' } },
  score: 8.6,
  distance: 8.6,
  isNew: false,
  exclusive: false,
  isPromoted: false,
  insuranceMetadata: metadata('EPS101-ORO', 'salud-andina-eps', { salesChannel: ['QpMixSale'] }),
  insuranceType: insuranceType('PLAN_COMPLEMENTARIO_EPS', 'Plan Complementario EPS', {
    name: 'EPS',
    displayName: 'EPS',
  }),
  organization: organization(1, 'Salud Andina EPS', 'salud-andina-eps', 'EPS'),
  coverages: { count: 0, tags: [] },
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
    price: price(138000, '/mes Total'),
    insuranceMetadata: metadata('ASE201-CORPORATIVO', 'seguros-condor', {
      minsubscribers: 50,
      price_detail: { label: 'Total', age_range: '18 a 24 años' },
    }),
    insuranceType: insuranceType('SEGURO_COLECTIVO', 'Seguro Colectivo de Salud', {
      name: 'colectivo',
      displayName: 'Seguros para Empresas',
    }),
    organization: organization(11, 'Seguros Cóndor', 'seguros-condor', 'Aseguradora'),
  });

export const petPlan = (): PlanDetail =>
  epsPlan({
    id: 5002,
    displayName: 'Mascota Plus',
    productCode: 'MAS401-PLUS',
    url: '/Seguros/huellitas-seguros/mascota-plus',
    price: price(37700),
    insuranceMetadata: metadata('MAS401-PLUS', 'huellitas-seguros', { salesChannel: ['QpOnlineSale'] }),
    insuranceType: insuranceType('SEGURO_MASCOTAS', 'Seguro para Mascotas', {
      name: 'MASCOTAS',
      displayName: 'Seguros para Mascotas',
    }),
    organization: organization(31, 'Huellitas Seguros', 'huellitas-seguros', 'Seguros para mascotas'),
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
