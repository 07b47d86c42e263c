import type { ProfileInput } from '../pricing/persons';
import { PRICING_KINDS, type CompareIndex } from './compare-index';
import type { CompareOrder } from './compare-request';
import { eligibleFirst, ineligibleMask, whoAsks } from './eligibility';
import { firstK } from './first-k';
import { matchingPlans, type PlanFilter } from './matching-plans';
import { firstByPrice } from './price-order';
import { kindPricing, passKind, writeKeys, type KindPricing, type PassSettings } from './price-pass';

export interface RankQuery extends PlanFilter {
  fromPrice: number | null;
  toPrice: number | null;
  order: CompareOrder | null;
  page: number;
  take: number;
  profile: ProfileInput | null;
}

export interface Ranking {
  /** Plans in the price range. */
  total: number;
  belowPriceLimit: number;
  abovePriceLimit: number;
  /** Index positions of the page's plans, in order. */
  page: number[];
  /** How the page was found: a slice of a kept order, the threshold algorithm over kept price lists (price-order.ts), or a pass over every plan. */
  by: 'slice' | 'threshold' | 'pass';
  /** Plans priced whole to find it (the page's own cards are priced again by pricePlans). */
  priced: number;
}

/**
 * Filters, prices, counts and orders the compare call's plans on the index, and picks the page
 * (docs/adr/0017-compare-index.md). Prices and orders as `pricePlans` and the compare's orderings do, plan by
 * plan (compare-index.test.ts checks every answer against them); the page's cards are then priced by
 * `pricePlans` itself.
 */
export const rankPlans = (
  index: CompareIndex,
  query: RankQuery,
  { shortcut = true }: { shortcut?: boolean } = {},
): Ranking => {
  const matching = matchingPlans(index, query);
  // Plans the visitor cannot buy (eligibility.ts) come after all the others in every order, so a page and the
  // pages after it agree; null when none of the matching plans is such.
  const catalogueMask = ineligibleMask(index, whoAsks(query.profile));
  const apart = catalogueMask && matching.positions.some((i) => catalogueMask[i] === 1) ? catalogueMask : null;
  const start = (query.page - 1) * query.take;
  const unbounded = query.fromPrice === null && query.toPrice === null;
  // Without price bounds, 'recommended' and POPULAR do not depend on prices: the page is a slice of the
  // matching plans in that order (kept with them), and only the page's plans are priced (by pricePlans).
  if (unbounded && (query.order === null || query.order === 'POPULAR')) {
    const kept = matching.inOrder(query.order ?? 'recommended');
    const ordered = apart ? eligibleFirst(kept, apart) : kept;
    return {
      total: ordered.length,
      belowPriceLimit: 0,
      abovePriceLimit: 0,
      page: Array.from(ordered.subarray(start, start + query.take)),
      by: 'slice',
      priced: 0,
    };
  }
  const kinds = kindPricing(index, query.profile);
  const settings: PassSettings = {
    ownEps: query.profile?.cotizante?.[0]?.eps_actual,
    byDistance: query.order === 'DISTANCE',
    // Unbounded sides as infinities: one comparison each per plan (NaN prices, as before, are never out of range).
    low: query.fromPrice ?? Number.NEGATIVE_INFINITY,
    high: query.toPrice ?? Number.POSITIVE_INFINITY,
  };
  // Cheapest or dearest first with no bounds: every plan counts, and the page's plans are found without
  // pricing every plan when the index can (price-order.ts; `shortcut: false` is its test's reference).
  if (
    shortcut &&
    !apart &&
    unbounded &&
    (query.order === 'lowerPrice' || query.order === 'higherPrice') &&
    start < matching.positions.length
  ) {
    const found = firstByPrice(index, matching, kinds, settings, start + query.take, query.order);
    if (found)
      return {
        total: matching.positions.length,
        belowPriceLimit: 0,
        abovePriceLimit: 0,
        page: found.first.slice(start),
        by: 'threshold',
        priced: found.priced,
      };
  }
  const outside = { below: 0, above: 0 };
  let count = 0;
  for (let kind = 0; kind < PRICING_KINDS.length; kind += 1) {
    count = passKind(
      index,
      kind,
      matching.byKind[kind] as Int32Array,
      kinds[kind] as KindPricing,
      settings,
      count,
      outside,
    );
  }
  const { candidates, key1, key2 } = index.scratch;
  writeKeys(index, query.order, candidates, count, apart);
  const first = start >= count ? [] : firstK(candidates, count, start + query.take, key1, key2);
  return {
    total: count,
    belowPriceLimit: outside.below,
    abovePriceLimit: outside.above,
    page: first.slice(start),
    by: 'pass',
    priced: matching.positions.length,
  };
};
