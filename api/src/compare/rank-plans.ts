import { employeesFor, personsFor, type ProfileInput } from '../pricing/persons';
import { profileApplies } from '../pricing/plan-price';
import { roundCop } from '../pricing/price-profile';
import { PRICING_KINDS, type CompareIndex } from './compare-index';
import type { CompareOrder } from './compare-request';
import { firstK } from './first-k';
import { matchingPlans, type PlanFilter } from './matching-plans';
import type { PriceColumn } from './price-columns';

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
}

/** How each pricing kind prices the profile: whether it applies, and each person's price columns. */
const kindPricing = (index: CompareIndex, profile: ProfileInput | null) =>
  PRICING_KINDS.map((kind) => {
    const applies = profile !== null && profileApplies(kind, profile);
    const persons = applies ? personsFor(kind, profile) : [];
    return {
      applies,
      // What each plan charges each person: with the maternity surcharge where the plan covers it, for a woman who asks for it.
      columns: persons.map((person) => index.prices.column(person.segment, person.age, person.maternidad && person.segment === 'Femenino')),
    };
  });

const EMPLOYEES = PRICING_KINDS.indexOf('employees');

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The sort keys of the candidates for `order` (then position breaks ties): one loop per order. */
const writeKeys = (index: CompareIndex, order: CompareOrder | null, candidates: Int32Array, count: number): void => {
  const { minPrice, defined, distance, key1, key2 } = index.scratch;
  if (order === 'lowerPrice' || order === 'higherPrice') {
    const sign = order === 'lowerPrice' ? 1 : -1;
    for (let c = 0; c < count; c += 1) {
      const i = candidates[c] as number;
      // Plans that cannot price everyone go last in both directions: their partial sum would look cheaper than it is.
      key1[i] = (defined[i] === 1 ? 0 : 1e15) + sign * (minPrice[i] as number);
      key2[i] = index.scoreRank[i] as number;
    }
    return;
  }
  const rank = order === 'POPULAR' ? index.popularRank : index.recommendedRank;
  for (let c = 0; c < count; c += 1) {
    const i = candidates[c] as number;
    if (order === 'DISTANCE') {
      key1[i] = -(distance[i] as number);
      key2[i] = minPrice[i] as number;
    } else {
      key1[i] = rank[i] as number;
      key2[i] = 0;
    }
  }
};

/**
 * Filters, prices, counts and orders the compare call's plans on the index, and picks the page
 * (docs/adr/0017-compare-index.md). Prices and orders as `pricePlans` and the compare's orderings do, plan by
 * plan (compare-index.test.ts checks every answer against them); the page's cards are then priced by
 * `pricePlans` itself.
 */
export const rankPlans = (index: CompareIndex, query: RankQuery): Ranking => {
  const matching = matchingPlans(index, query);
  const start = (query.page - 1) * query.take;
  // Without price bounds, 'recommended' and POPULAR do not depend on prices: the page is a slice of the
  // matching plans in that order (kept with them), and only the page's plans are priced (by pricePlans).
  if (query.fromPrice === null && query.toPrice === null && (query.order === null || query.order === 'POPULAR')) {
    const ordered = matching.inOrder(query.order ?? 'recommended');
    return { total: ordered.length, belowPriceLimit: 0, abovePriceLimit: 0, page: Array.from(ordered.subarray(start, start + query.take)) };
  }
  const kinds = kindPricing(index, query.profile);
  const employees = employeesFor(query.profile, 0);
  const ownEps = query.profile?.cotizante?.[0]?.eps_actual;
  const { candidates, minPrice, defined, distance, key1, key2 } = index.scratch;
  const byDistance = query.order === 'DISTANCE';
  // Unbounded sides as infinities: one comparison each per plan (NaN prices, as before, are never out of range).
  const low = query.fromPrice ?? Number.NEGATIVE_INFINITY;
  const high = query.toPrice ?? Number.POSITIVE_INFINITY;
  let count = 0;
  let below = 0;
  let above = 0;
  // One loop per pricing kind, with everything it reads in locals: this pass meets every matching plan
  // (33,600 of 50,000 for a prepaid family), so it is kept free of closures and per-plan branching on the query.
  for (let kind = 0; kind < PRICING_KINDS.length; kind += 1) {
    const positions = matching.byKind[kind] as Int32Array;
    const pricing = kinds[kind] as (typeof kinds)[number];
    const { columns } = pricing;
    const persons = columns.length;
    const employeesKind = kind === EMPLOYEES;
    for (let c = 0; c < positions.length; c += 1) {
      const i = positions[c] as number;
      let price = index.basePrice[i] as number;
      let withPrice = 0;
      if (pricing.applies) {
        let sum = 0;
        for (let p = 0; p < persons; p += 1) {
          const column = columns[p] as PriceColumn;
          sum += column.price[i] as number;
          withPrice += column.has[i] as number;
        }
        if (withPrice > 0 && !employeesKind) price = sum;
        else if (withPrice > 0) {
          const perEmployee = roundCop(sum / withPrice);
          price = index.totalUnit[i] === 1 ? perEmployee * (employees || (index.minSubscribers[i] as number)) : perEmployee;
        }
      }
      if (price < low) {
        below += 1;
        continue;
      }
      if (price > high) {
        above += 1;
        continue;
      }
      minPrice[i] = price;
      defined[i] = !pricing.applies || (withPrice > 0 && withPrice === persons) ? 1 : 0;
      if (byDistance) {
        const share = pricing.applies ? withPrice / Math.max(1, persons) : 1;
        distance[i] = round2(Math.min(10, (index.score[i] as number) * share + (ownEps !== undefined && ownEps === index.rows[i]?.org_code ? 1 : 0)));
      }
      candidates[count] = i;
      count += 1;
    }
  }
  writeKeys(index, query.order, candidates, count);
  const first = start >= count ? [] : firstK(candidates, count, start + query.take, key1, key2);
  return { total: count, belowPriceLimit: below, abovePriceLimit: above, page: first.slice(start) };
};
