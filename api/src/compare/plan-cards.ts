import type { StaticCard } from '../catalogue/build-card';
import type { Db } from '../db/open';
import { employeesFor, personsFor, type ProfileInput } from '../pricing/persons';
import { displayPrice, profileApplies, type DisplayPrice } from '../pricing/plan-price';
import { priceProfile, type PriceRow, type ProfilePrice } from '../pricing/price-profile';
import type { CatalogueVersion } from '../store/catalogue-cache';
import { ineligibility, whoAsks, type Ineligible } from './eligibility';
import { priceTables, staticCards, type PlanRow } from '../store/plans';

/** docs/product/api.md#plan-cards: a plan is new if it started within about two months (60 days). */
export const NEW_PLAN_MS = 60 * 24 * 60 * 60 * 1000;

export interface PricedPlan {
  row: PlanRow;
  /** What every place shows (docs/product/api.md#prices); `minPrice` is its amount, which orders and filters. */
  price: DisplayPrice;
  minPrice: number;
  pricesDefined: boolean;
  profilePrice: ProfilePrice | null;
  distance: number;
  isNew: boolean;
  /** Why the visitor cannot buy it, when they cannot (eligibility.ts). */
  ineligible: Ineligible | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * How well a plan suits the profile, 0..10 (docs/product/api.md#plan-cards: the card shows it times 10 as a percent, so 8.6 reads
 * 86 %): its score, scaled by the share of people it can insure, with a bonus of 1 for a plan of the visitor's
 * own EPS.
 */
export const matchDistance = (
  row: PlanRow,
  profilePrice: ProfilePrice | null,
  profile: ProfileInput | null,
): number => {
  const share = profilePrice
    ? profilePrice.total.profilesWithPrice / Math.max(1, profilePrice.total.profilesEvaluated)
    : 1;
  const ownEps = profile?.cotizante?.[0]?.eps_actual === row.org_code ? 1 : 0;
  return round2(Math.min(10, row.score * share + ownEps));
};

const price = (row: PlanRow, table: readonly PriceRow[], profile: ProfileInput) =>
  priceProfile(
    table,
    {
      kind: row.pricing,
      priceUnit: row.price_unit,
      minSubscribers: row.min_subscribers,
      maternityCovered: row.maternity === 1,
    },
    personsFor(row.pricing, profile),
    employeesFor(profile, row.min_subscribers ?? 1),
  );

/**
 * Prices each plan for the profile, or at its starting price ("Desde", stored as `base_price`) when there is
 * none or the profile says nothing this plan is priced on (see `profileApplies`). The one place a plan's
 * displayed price is decided: compare, the compare products, the detail answer and calculatePrice call it.
 */
export const pricePlans = async (
  db: Db,
  rows: readonly PlanRow[],
  profile: ProfileInput | null,
  now: Date,
  version?: CatalogueVersion,
): Promise<PricedPlan[]> => {
  const applies = (row: PlanRow) => profile !== null && profileApplies(row.pricing, profile);
  const tables = await priceTables(
    db,
    rows.filter(applies).map((row) => row.id),
    version,
  );
  const newSince = now.getTime() - NEW_PLAN_MS;
  const who = whoAsks(profile);
  // A company plan's total is given only for a size the visitor stated (never for a default).
  return rows.map((row) => {
    const tried = profile && applies(row) ? price(row, tables.get(row.id) ?? [], profile) : null;
    // A plan that can insure nobody of the profile (a dogs-only plan for a cat, an age over its table) has
    // no price for it: it keeps its starting price, never "$ 0 for your profile", and is listed last.
    const priced = tried && tried.profilePrice.total.profilesWithPrice > 0 ? tried : null;
    const minPrice = priced ? priced.minPrice : row.base_price;
    return {
      row,
      price: displayPrice(minPrice, row.price_unit, priced ? 'profile' : 'from', priced ? who.employees : null),
      minPrice,
      pricesDefined: priced ? priced.profilePrice.total.arePricesDefined : !tried,
      profilePrice: priced ? priced.profilePrice : null,
      distance: matchDistance(row, tried?.profilePrice ?? null, profile),
      isNew: Date.parse(row.launched_at) > newSince,
      ineligible: ineligibility(row, who),
    };
  });
};

/**
 * Plans with coverage tables worth setting side by side (designed here): every line but the mandatory Covid
 * insurance, whose coverages are fixed by law and identical in kind.
 */
export const isComparable = (insuranceType: string): boolean => insuranceType !== 'SEGURO_COVID';

/** The plan card as the API answers it (docs/product/api.md#plan-cards). */
export const toCard = (plan: PricedPlan, card: StaticCard) => {
  return {
    ...card,
    // Decided at answer time, so the stored cards need no reseed.
    insuranceMetadata: {
      ...card.insuranceMetadata,
      metadata: { ...card.insuranceMetadata.metadata, comparable: isComparable(card.insuranceType.name) },
    },
    price: plan.price,
    distance: plan.distance,
    isNew: plan.isNew,
    ...(plan.ineligible ? { ineligible: plan.ineligible } : {}),
    ...(plan.profilePrice ? { profilePrice: plan.profilePrice } : {}),
  };
};

export type PlanCard = ReturnType<typeof toCard>;

/** A priced plan and its static card (the catalogue cache's), which toCard makes one card of. */
export interface PlanWithCard {
  plan: PricedPlan;
  card: StaticCard;
}

/** The static cards of the given priced plans, in their order (a plan without one is left out). */
export const withCards = async (
  db: Db,
  plans: readonly PricedPlan[],
  version?: CatalogueVersion,
): Promise<PlanWithCard[]> => {
  const cards = await staticCards(
    db,
    plans.map((plan) => plan.row.id),
    version,
  );
  return plans.flatMap((plan) => {
    const card = cards.get(plan.row.id);
    return card ? [{ plan, card }] : [];
  });
};

/** Cards of the given priced plans, in their order. */
export const toCards = async (db: Db, plans: readonly PricedPlan[], version?: CatalogueVersion): Promise<PlanCard[]> =>
  (await withCards(db, plans, version)).map(({ plan, card }) => toCard(plan, card));
