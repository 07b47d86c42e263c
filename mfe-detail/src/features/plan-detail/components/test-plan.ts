import type { PlanDetail, PlanTab } from '@qs/shared';

const tab = (url: string, title: string, extra: Partial<PlanTab> = {}): PlanTab => ({
  url,
  title,
  icon: 'file',
  highlight: false,
  hidden: false,
  disabled: false,
  headerFixed: true,
  showContentChild: false,
  inMenuMore: false,
  ...extra,
});

/** The tabs the API gives a plan with a clinic network (api/src/catalogue/build-tabs.ts). */
export const apiTabs: PlanTab[] = [
  tab('home', 'Vista General', { icon: 'home', showContentChild: true }),
  tab('Detalle-de-Precio', 'Detalle de Precio', { icon: 'price', highlight: true }),
  tab('Donde-Cubre', 'Dónde cubre', { icon: 'map', showContentChild: true }),
  tab('Condicion-General', 'Condición General', { headerFixed: false, file: { url: '/api/documents/files/a-condiciones.pdf', size: 1000 } }),
  tab('Folleto', 'Folleto', { headerFixed: false, inMenuMore: true, file: { url: '/api/documents/files/a-folleto.pdf', size: 1000 } }),
  tab('Solicitar', 'Solicitar', { icon: 'send', inMenuMore: true }),
];

export const testPlan: PlanDetail = {
  id: 11,
  displayName: 'Plan Complementario Oro',
  name: 'plan-complementario-oro',
  productCode: 'EPS-ORO',
  url: '/EPS/salud-andina-eps/plan-complementario-oro',
  price: { minPrice: 123456, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
  score: 8.6,
  insuranceType: { name: 'PLAN_COMPLEMENTARIO_EPS', displayName: 'Plan complementario', upperType: { name: 'EPS', displayName: 'EPS' } },
  organization: { id: 1, displayName: 'Salud Andina EPS', metadata: { url: 'salud-andina-eps' } },
  descriptions: [{ type: { name: 'insurance_description_general', displayName: 'General' }, text: 'Cobertura hospitalaria en clínicas de red.' }],
  tabs: apiTabs,
};

export const testPayment = {
  insuranceId: 11,
  paymentMethods: [
    { name: 'tdc', displayName: 'Tarjeta de crédito', paymentProvider: { name: 'kushki' } },
    { name: 'transfer', displayName: 'Transferencia PSE', paymentProvider: { name: 'mercadopago' } },
  ],
};
