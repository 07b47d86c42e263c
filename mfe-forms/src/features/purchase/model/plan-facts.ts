import type { PlanDetail } from '@qs/shared';
import { saleModeOfChannels, type SaleMode } from '../../../lib/sale-mode';

export type { SaleMode };

const COMPANY_TYPE = 'SEGURO_COLECTIVO';
const PET_TYPES = ['SEGURO_MASCOTAS', 'SEGURO_MASCOTA_GENERAL'];

/** Company (colectivo) plans are priced per employee and ask for the employee count. */
export const isCompanyPlan = (plan: PlanDetail): boolean =>
  plan.insuranceType.name === COMPANY_TYPE || plan.insuranceMetadata?.metadata.minsubscribers !== undefined;

/** Seed 000 §5: the plan's own minimum of employees (minsubscribers, default 1). */
export const planMinEmployees = (plan: PlanDetail): number => plan.insuranceMetadata?.metadata.minsubscribers ?? 1;

/** The stored profile that belongs to this plan (the profile form key of its comparator). */
export const profileTypeOf = (plan: PlanDetail): 'colombia' | 'colectivo' | 'pets' => {
  if (isCompanyPlan(plan)) return 'colectivo';
  return PET_TYPES.includes(plan.insuranceType.name) ? 'pets' : 'colombia';
};

/** Seed 001 §1: the sale channels decide how the plan is contracted. */
export const saleModeOf = (plan: PlanDetail): SaleMode => saleModeOfChannels(plan.insuranceMetadata?.metadata.salesChannel);
