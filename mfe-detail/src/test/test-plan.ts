import type { PlanDetail, PlanTab } from '@qs/shared';
import { planDetail, planTab } from './test-fixtures';

const tab = (url: string, title: string, extra: Partial<PlanTab> = {}): PlanTab => planTab(url, { title, ...extra });

/** The tabs the API gives a plan with a clinic network (api/src/catalogue/build-tabs.ts). */
export const apiTabs: PlanTab[] = [
  tab('home', 'Vista General', { icon: 'home', showContentChild: true }),
  tab('Detalle-de-Precio', 'Detalle de Precio', { icon: 'price', highlight: true }),
  tab('Donde-Cubre', 'Dónde cubre', { icon: 'map', showContentChild: true }),
  tab('Condicion-General', 'Condición General', {
    headerFixed: false,
    file: { url: '/api/documents/files/a-condiciones.pdf', size: 1000 },
  }),
  tab('Folleto', 'Folleto', {
    headerFixed: false,
    inMenuMore: true,
    file: { url: '/api/documents/files/a-folleto.pdf', size: 1000 },
  }),
  tab('Solicitar', 'Solicitar', { icon: 'send', inMenuMore: true }),
];

export const testPlan: PlanDetail = planDetail({
  id: 11,
  name: 'plan-complementario-oro',
  productCode: 'EPS-ORO',
  price: { minPrice: 123456 },
  priceRange: { from: 123456 },
  insuranceType: { displayName: 'Plan complementario', descriptions: [] },
  descriptions: [
    {
      type: { name: 'insurance_description_general', displayName: 'General' },
      text: 'Cobertura hospitalaria en clínicas de red.',
      icon: 'info',
    },
  ],
  tabs: apiTabs,
});

export const testPayment = {
  insuranceId: 11,
  paymentMethods: [
    { name: 'tdc', displayName: 'Tarjeta de crédito', paymentProvider: { name: 'kushki' } },
    { name: 'transfer', displayName: 'Transferencia PSE', paymentProvider: { name: 'mercadopago' } },
  ],
};
