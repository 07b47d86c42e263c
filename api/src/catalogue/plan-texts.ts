import type { TextsFixture } from './fixture-types';
import type { ResolvedPlan } from './resolve-plans';

export const formatCop = (value: number): string => `$${value.toLocaleString('es-CO')}`;

const PRICE_LABEL_TEXT: Record<string, string> = {
  '/mes': 'mensualmente',
  '/año': 'una vez al año',
  Total: 'como valor total mensual del grupo',
  'p/empl.': 'por empleado al mes',
};

/** Fills {plan} {org} {modality} {annualMax} {maxAge} {minsubscribers} {priceLabel} for one plan. */
export const fillPlanText = (template: string, plan: ResolvedPlan, texts: TextsFixture): string => {
  const values: Record<string, string> = {
    plan: plan.fixture.displayName,
    org: plan.org.displayName,
    modality: texts.modalities[plan.modality] ?? plan.modality,
    annualMax: plan.annualMax === 0 ? 'sin tope anual' : formatCop(plan.annualMax),
    maxAge: String(plan.maxAge),
    minsubscribers: String(plan.minSubscribers ?? 1),
    priceLabel: PRICE_LABEL_TEXT[plan.priceUnit] ?? plan.priceUnit,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
