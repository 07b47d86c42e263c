import type { PlanDetail } from '@qs/shared';
import { profileTypeOfInsuranceType, type ProfileType } from '../../../common/model/profile-type';
import { saleModeOfChannels, type SaleMode } from '../../../common/model/sale-mode';

export type { SaleMode };

const COMPANY_TYPE = 'SEGURO_COLECTIVO';

/** Company (colectivo) plans are priced per employee and ask for the employee count. */
export const isCompanyPlan = (plan: PlanDetail): boolean =>
  plan.insuranceType.name === COMPANY_TYPE || plan.insuranceMetadata?.metadata.minsubscribers !== undefined;

/** The plan's own minimum of employees (minsubscribers, default 1) (docs/product/forms.md#online-purchase). */
export const planMinEmployees = (plan: PlanDetail): number => plan.insuranceMetadata?.metadata.minsubscribers ?? 1;

/** The stored profile that belongs to this plan (the profile form key of its comparator: a pet plan's is `pets`). */
export const profileTypeOf = (plan: PlanDetail): ProfileType =>
  isCompanyPlan(plan) ? 'colectivo' : profileTypeOfInsuranceType(plan.insuranceType.name);

/** The sale channels decide how the plan is contracted (docs/product/forms.md#online-purchase). */
export const saleModeOf = (plan: PlanDetail): SaleMode =>
  saleModeOfChannels(plan.insuranceMetadata?.metadata.salesChannel);
