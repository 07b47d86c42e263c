import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CalculatedPrice, PlanCard, Profile } from '@qs/shared';
import { needsProfilePrice } from '../api/calculate-profile-price';
import { loadCategories, loadFeatures, loadOffers, loadProfilePrice } from '../api/lazy-info-cache';
import type { BenefitCategory, PlanFeature, PlanOffer, VisibilityState } from '../model/types';
import { useCardVisibility } from './useCardVisibility';

export interface LazyPlanInfo {
  visibility: VisibilityState;
  /** undefined while not loaded; 'error' when the benefit-category request failed (coverage error panel). */
  categories: BenefitCategory[] | 'error' | undefined;
  features: PlanFeature[] | undefined;
  /** [] for zero offers (204), null for none (any other answer). */
  offers: PlanOffer[] | null | undefined;
  /** The plan's price for a profile with a partner or dependants; it replaces the card's price. */
  profilePrice: CalculatedPrice | undefined;
  /** Re-requests this plan's benefit categories only. */
  retry: () => void;
}

/**
 * Lazy card information (docs/product/results.md#lazy-card-info): once the card has been seen (or at once for a crawler) it loads the
 * plan's benefit categories, features, offers and, for a partner or dependants, its price for the profile.
 * Everything comes from a per-plan cache, so a re-render or a card seen again asks nothing.
 */
export const useLazyPlanInfo = (
  plan: PlanCard,
  profile: Profile | null,
): LazyPlanInfo & { ref: RefObject<HTMLElement | null> } => {
  const ref = useRef<HTMLElement | null>(null);
  const visibility = useCardVisibility(ref);
  const [attempt, setAttempt] = useState(0);
  const [categories, setCategories] = useState<LazyPlanInfo['categories']>();
  const [features, setFeatures] = useState<PlanFeature[]>();
  const [offers, setOffers] = useState<LazyPlanInfo['offers']>();
  const [profilePrice, setProfilePrice] = useState<CalculatedPrice>();
  const seen = visibility === 'Visible' || visibility === 'PreRendering';

  useEffect(() => {
    if (!seen) return undefined;
    let live = true;
    setCategories(undefined);
    loadCategories(plan.id).then(
      (value) => live && setCategories(value),
      () => live && setCategories('error'),
    );
    return () => {
      live = false;
    };
  }, [seen, plan.id, attempt]);

  useEffect(() => {
    if (!seen) return undefined;
    let live = true;
    loadFeatures(plan.id).then(
      (value) => live && setFeatures(value),
      () => live && setFeatures([]),
    );
    loadOffers(plan).then((value) => live && setOffers(value));
    return () => {
      live = false;
    };
  }, [seen, plan]);

  useEffect(() => {
    setProfilePrice(undefined);
    if (!seen || !needsProfilePrice(profile)) return undefined;
    let live = true;
    // A failed profile price keeps the card's own price: the compare answer already priced the profile.
    loadProfilePrice(plan, profile).then(
      (value) => live && setProfilePrice(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [seen, plan, profile]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ref, visibility, categories, features, offers, profilePrice, retry };
};
