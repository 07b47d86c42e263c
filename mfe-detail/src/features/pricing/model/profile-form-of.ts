import type { PlanCard } from '@qs/shared';

export type ProfileFormKey = 'colombia' | 'colectivo' | 'pets';

/** Which server profile form (and stored profile) a plan is priced with: the same keys as the comparators. */
export const profileFormOf = (plan: Pick<PlanCard, 'insuranceType'>): ProfileFormKey => {
  if (plan.insuranceType.name === 'SEGURO_COLECTIVO') return 'colectivo';
  if (plan.insuranceType.name === 'SEGURO_MASCOTAS') return 'pets';
  return 'colombia';
};
