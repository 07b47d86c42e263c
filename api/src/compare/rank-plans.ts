import { employeesFor, personsFor, type ProfileInput } from '../pricing/persons';
import { profileApplies } from '../pricing/plan-price';
import { roundCop } from '../pricing/price-profile';
import { PRICING_KINDS, type CompareIndex } from './compare-index';
import type { CompareOrder } from './compare-request';
import { firstK } from './first-k';
import { matchingPlans, type PlanFilter } from './matching-plans';

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
      plain: persons.map((person) => index.prices.column(person.segment, person.age)),
      // The column a plan covering maternity charges this person: surcharged for a woman who asks for it.
      maternity: persons.map((person) => index.prices.column(person.segment, person.age, person.maternidad && person.segment === 'Femenino')),
    };
  });

const EMPLOYEES = PRICING_KINDS.indexOf('employees');

const round2 = (value: number): number => Math.round(value * 100) / 100;

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
  let count = 0;
  let below = 0;
  let above = 0;
  const keep = (i: number, price: number, pricesDefined: boolean, share: number) => {
    if (query.fromPrice !== null && price < query.fromPrice) below += 1;
    else if (query.toPrice !== null && price > query.toPrice) above += 1;
    else {
      minPrice[i] = price;
      defined[i] = pricesDefined ? 1 : 0;
      if (byDistance) distance[i] = round2(Math.min(10, (index.score[i] as number) * share + (ownEps !== undefined && ownEps === index.rows[i]?.org_code ? 1 : 0)));
      candidates[count] = i;
      count += 1;
    }
  };
  matching.byKind.forEach((positions, kind) => {
    const pricing = kinds[kind] as (typeof kinds)[number];
    const persons = pricing.plain.length;
    for (let c = 0; c < positions.length; c += 1) {
      const i = positions[c] as number;
      if (!pricing.applies) {
        keep(i, index.basePrice[i] as number, true, 1);
        continue;
      }
      const columns = index.maternity[i] === 1 ? pricing.maternity : pricing.plain;
      let sum = 0;
      let withPrice = 0;
      for (let p = 0; p < persons; p += 1) {
        const price = (columns[p] as Float64Array)[i] as number;
        if (!Number.isNaN(price)) {
          withPrice += 1;
          sum += price;
        }
      }
      let price = index.basePrice[i] as number;
      if (withPrice > 0 && kind !== EMPLOYEES) price = sum;
      else if (withPrice > 0) {
        const perEmployee = roundCop(sum / withPrice);
        price = index.totalUnit[i] === 1 ? perEmployee * (employees || (index.rows[i]?.min_subscribers ?? 1)) : perEmployee;
      }
      keep(i, price, withPrice > 0 && withPrice === persons, withPrice / Math.max(1, persons));
    }
  });
  for (let c = 0; c < count; c += 1) {
    const i = candidates[c] as number;
    switch (query.order) {
      case 'lowerPrice':
      case 'higherPrice':
        // Plans that cannot price everyone go last in both directions: their partial sum would look cheaper than it is.
        key1[i] = (defined[i] === 1 ? 0 : 1e15) + (query.order === 'lowerPrice' ? 1 : -1) * (minPrice[i] as number);
        key2[i] = index.scoreRank[i] as number;
        break;
      case 'POPULAR':
        key1[i] = index.popularRank[i] as number;
        key2[i] = 0;
        break;
      case 'DISTANCE':
        key1[i] = -(distance[i] as number);
        key2[i] = minPrice[i] as number;
        break;
      default:
        key1[i] = index.recommendedRank[i] as number;
        key2[i] = 0;
    }
  }
  const first = start >= count ? [] : firstK(candidates, count, start + query.take, key1, key2);
  return { total: count, belowPriceLimit: below, abovePriceLimit: above, page: first.slice(start) };
};
