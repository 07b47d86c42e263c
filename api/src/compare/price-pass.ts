import { personsFor, type ProfileInput } from '../pricing/persons';
import { profileApplies } from '../pricing/plan-price';
import { roundCop } from '../pricing/price-profile';
import { PRICING_KINDS, type CompareIndex } from './compare-index';
import type { CompareOrder } from './compare-request';
import type { PriceColumn } from './price-columns';

/** How each pricing kind prices the profile: whether it applies, and each person's price columns. */
export type KindPricing = { applies: boolean; columns: PriceColumn[] };

export const kindPricing = (index: CompareIndex, profile: ProfileInput | null): KindPricing[] =>
  PRICING_KINDS.map((kind) => {
    const applies = profile !== null && profileApplies(kind, profile);
    const persons = applies ? personsFor(kind, profile) : [];
    return {
      applies,
      // What each plan charges each person: with the maternity surcharge where the plan covers it, for a woman who asks for it.
      columns: persons.map((person) =>
        index.prices.column(person.segment, person.age, person.maternidad && person.segment === 'Femenino'),
      ),
    };
  });

export const EMPLOYEES = PRICING_KINDS.indexOf('employees');

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Added to the first key of a plan the visitor cannot buy (eligibility.ts): past every price key (at most 1e15 + a price) and every rank or distance. */
const APART_PRICE_KEY = 4e15;
const APART_KEY = 1e9;

/** The keys of `order` alone. */
const writeOrderKeys = (
  index: CompareIndex,
  order: CompareOrder | null,
  candidates: Int32Array,
  count: number,
): void => {
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
 * The sort keys of the candidates for `order` (then position breaks ties): one loop per order. `apart` marks the
 * plans the visitor cannot buy, which follow the others in every order.
 */
export const writeKeys = (
  index: CompareIndex,
  order: CompareOrder | null,
  candidates: Int32Array,
  count: number,
  apart: Uint8Array | null = null,
): void => {
  writeOrderKeys(index, order, candidates, count);
  if (!apart) return;
  const { key1 } = index.scratch;
  const offset = order === 'lowerPrice' || order === 'higherPrice' ? APART_PRICE_KEY : APART_KEY;
  for (let c = 0; c < count; c += 1) {
    const i = candidates[c] as number;
    key1[i] = (key1[i] as number) + (apart[i] as number) * offset;
  }
};

/** What a pass over one pricing kind's plans needs besides them (see `passKind`). */
export interface PassSettings {
  ownEps: string | null | undefined;
  byDistance: boolean;
  low: number;
  high: number;
}

/**
 * Prices one pricing kind's plans (`positions`) for the profile, counts those below and above the range and
 * appends the others to the scratch `candidates` from `count` on, with their price, whether everyone has one,
 * and (for DISTANCE) their distance. Returns the new count. Everything it reads is in locals: this pass meets
 * every matching plan (33,600 of 50,000 for a prepaid family), so it is kept free of closures and per-plan
 * branching on the query.
 */
export const passKind = (
  index: CompareIndex,
  kind: number,
  positions: Int32Array,
  pricing: KindPricing,
  settings: PassSettings,
  count: number,
  outside: { below: number; above: number },
): number => {
  const { candidates, minPrice, defined, distance } = index.scratch;
  const { ownEps, byDistance, low, high } = settings;
  const { columns } = pricing;
  const persons = columns.length;
  const employeesKind = kind === EMPLOYEES;
  let next = count;
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
      // Company plans: the price per employee, as they are shown.
      else if (withPrice > 0) price = roundCop(sum / withPrice);
    }
    if (price < low) {
      outside.below += 1;
      continue;
    }
    if (price > high) {
      outside.above += 1;
      continue;
    }
    minPrice[i] = price;
    defined[i] = !pricing.applies || (withPrice > 0 && withPrice === persons) ? 1 : 0;
    if (byDistance) {
      const share = pricing.applies ? withPrice / Math.max(1, persons) : 1;
      distance[i] = round2(
        Math.min(
          10,
          (index.score[i] as number) * share + (ownEps !== undefined && ownEps === index.rows[i]?.org_code ? 1 : 0),
        ),
      );
    }
    candidates[next] = i;
    next += 1;
  }
  return next;
};
