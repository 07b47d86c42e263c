import type { PlanDetail, PlanTab } from '@qs/shared';

/** Section titles used for page metadata, by tab url (docs/product/detail.md#section-titles). */
const SECTION_TITLES: Record<string, string> = {
  home: 'Vista General',
  'vista-general': 'Vista General',
  'product-price': 'Detalle de Precio',
  'detalle-de-precio': 'Detalle de Precio',
  'donde-cubre': 'Donde-Cubre',
  'resumen-condiciones-generales': 'Resumen-Condiciones-Generales',
  solicitar: 'Solicitar',
  tarifas: 'Tarifas',
  'condicion-general': 'Condicion General',
  exclusiones: 'Exclusiones',
  'ficha-inscripcion': 'Ficha Inscripcion',
  'clausula-adicionales': 'Clausula Adicionales',
  folleto: 'Folleto',
  'resumen-producto': 'Resumen Producto',
  'derecho-y-deberes': 'Derecho y deberes',
  'manual-usuario': 'Manual usuario',
};

/** 'Plan EPS/Seguro/Clinica': the plan section is named after the kind of provider. */
const planSection = (plan: PlanDetail): string => {
  const upper = plan.insuranceType.upperType?.name ?? '';
  if (upper === 'EPS') return 'Plan EPS';
  if (/CLINIC/i.test(upper)) return 'Plan Clinica';
  return 'Plan Seguro';
};

/** The section title of a tab for the page title and description; the tab's own title otherwise. */
export const sectionTitle = (tab: PlanTab | undefined, plan: PlanDetail): string => {
  if (!tab) return SECTION_TITLES.home!;
  const key = tab.url.toLowerCase();
  if (key === 'plan') return planSection(plan);
  return SECTION_TITLES[key] ?? tab.title;
};
