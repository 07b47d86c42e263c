import type { PlanCard } from '@qs/shared';

export type ProfileFormKey = 'colombia' | 'colectivo' | 'pets';

/** Which server profile form (and stored profile) a plan is priced with: the same keys as the comparators. */
export const profileFormOf = (plan: Pick<PlanCard, 'insuranceType'>): ProfileFormKey => {
  if (plan.insuranceType.name === 'SEGURO_COLECTIVO') return 'colectivo';
  if (plan.insuranceType.name === 'SEGURO_MASCOTAS') return 'pets';
  return 'colombia';
};

/** The i18n context of the texts about whom the plan is priced for: 'pets' speaks of pets, never of persons. */
export const profileWording = (formKey: ProfileFormKey): 'pets' | undefined => (formKey === 'pets' ? 'pets' : undefined);
