import type { PlanDetail } from '@qs/shared';
import { usePlanPrice } from './calculate-price';
import { pricedPeople } from './priced-people';
import { profileFormOf } from './profile-form-of';
import { useDetailProfile } from './useDetailProfile';

/** The visitor's profile for this plan, its price for them and the people it can (not) insure. */
export const useProfilePricing = (plan: PlanDetail) => {
  const formKey = profileFormOf(plan);
  const profile = useDetailProfile(formKey);
  const { state, retry } = usePlanPrice(plan.id, profile, formKey);
  const people = profile && state.status === 'ready' ? pricedPeople(profile, state.value.profilePrice) : [];
  return { formKey, profile, price: state, retry, people };
};

export type ProfilePricing = ReturnType<typeof useProfilePricing>;

/** '/mes', '/año'… as the catalogue labels the plan's price. */
export const priceUnitOf = (plan: PlanDetail) => plan.insuranceMetadata?.metadata.price_detail?.label ?? '';

/** The plan's starting price (the default member's), shown before a profile is entered. */
export const startingPriceOf = (plan: PlanDetail) => plan.priceRange?.from ?? plan.price.minPrice;
