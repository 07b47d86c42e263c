import type { CalculatedPrice, PlanCard, Profile } from '@qs/shared';
import { calculateProfilePrice } from './calculate-profile-price';
import { getBenefitCategories } from './get-benefit-categories';
import { getPlanFeatures } from './get-plan-features';
import { getPlanOffers } from './get-plan-offers';
import type { BenefitCategory, PlanFeature, PlanOffer } from '../model/types';

interface PlanEntry {
  categories?: Promise<BenefitCategory[]>;
  features?: Promise<PlanFeature[]>;
  offers?: Promise<PlanOffer[] | null>;
}

// Module-level (docs/product/results.md#lazy-card-info: "cached per plan id"): a card scrolled back into view, re-rendered or shown
// again on another page of results does not ask again.
const byPlan = new Map<number, PlanEntry>();
const profilePrices = new Map<string, Promise<CalculatedPrice>>();

const entryOf = (planId: number): PlanEntry => {
  let entry = byPlan.get(planId);
  if (!entry) {
    entry = {};
    byPlan.set(planId, entry);
  }
  return entry;
};

/** A failed request is forgotten, so the retry (or the next time the card is seen) asks again. */
const remember = <T>(promise: Promise<T>, forget: () => void): Promise<T> => {
  promise.catch(forget);
  return promise;
};

export const loadCategories = (planId: number): Promise<BenefitCategory[]> => {
  const entry = entryOf(planId);
  entry.categories ??= remember(getBenefitCategories(planId), () => delete entry.categories);
  return entry.categories;
};

export const loadFeatures = (planId: number): Promise<PlanFeature[]> => {
  const entry = entryOf(planId);
  entry.features ??= remember(getPlanFeatures(planId), () => delete entry.features);
  return entry.features;
};

export const loadOffers = (plan: PlanCard): Promise<PlanOffer[] | null> => {
  const entry = entryOf(plan.id);
  entry.offers ??= getPlanOffers(plan.productCode, Boolean(plan.insuranceMetadata?.metadata.hasOffer));
  return entry.offers;
};

export const loadProfilePrice = (plan: PlanCard, profile: Profile): Promise<CalculatedPrice> => {
  const key = `${plan.id}:${JSON.stringify(profile)}`;
  let price = profilePrices.get(key);
  if (!price) {
    price = remember(calculateProfilePrice(plan.id, profile, plan.insuranceType.upperType?.name), () =>
      profilePrices.delete(key),
    );
    profilePrices.set(key, price);
  }
  return price;
};

/** Tests start from an empty cache, as a new page load does. */
export const clearLazyInfoCache = () => {
  byPlan.clear();
  profilePrices.clear();
};
