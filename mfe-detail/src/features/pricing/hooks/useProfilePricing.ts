import { usePlanPrice, type PlanDetail, type PlanPrice } from '@qs/shared';
import { pricedPeople } from '../model/priced-people';
import { profileFormOf } from '../model/profile-form-of';
import { useDetailProfile } from './useDetailProfile';

/**
 * The visitor's profile for this plan, its price for them and the people it can (not) insure. Called once
 * per plan page (PlanDetailContent) and handed to every part that shows the price, so they cannot disagree.
 */
export const useProfilePricing = (plan: PlanDetail) => {
  const formKey = profileFormOf(plan);
  const profile = useDetailProfile(formKey);
  const { state, retry } = usePlanPrice(plan.id, profile, formKey);
  const profilePrice = state.status === 'ready' ? state.value.profilePrice : null;
  const people = profile && profilePrice ? pricedPeople(profile, profilePrice) : [];
  return { formKey, profile, price: state, retry, people, displayed: displayedPrice(plan, profile !== null, state) };
};

/**
 * The price every part of the page shows: the plan's own (its starting price) without a profile; with one,
 * the API's answer for it (null while it is on its way). If that call fails the starting price stays, which
 * is still true ('Desde'), and the parts that need the profile's price say it failed.
 */
const displayedPrice = (
  plan: PlanDetail,
  hasProfile: boolean,
  state: ReturnType<typeof usePlanPrice>['state'],
): PlanPrice | null => {
  if (!hasProfile) return plan.price;
  if (state.status === 'loading') return null;
  return state.status === 'ready' ? state.value.price : plan.price;
};

export type ProfilePricing = ReturnType<typeof useProfilePricing>;
