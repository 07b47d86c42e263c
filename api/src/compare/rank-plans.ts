import { employeesFor, personsFor, type ProfileInput } from '../pricing/persons';
import { profileApplies } from '../pricing/plan-price';
import { MATERNITY_SURCHARGE, roundCop } from '../pricing/price-profile';
import type { CompareIndex } from './compare-index';
import { FEATURES, type CompareOrder } from './compare-request';
import { firstK } from './first-k';

export interface RankQuery {
  organizationTypes: readonly string[];
  insuranceTypes: readonly string[];
  organizations: readonly number[];
  features: readonly string[];
  /** Plan ids whose networks include a wanted clinic; null: no such filter. */
  coverage: ReadonlySet<number> | null;
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

/** The bits of the wanted features (CompareIndex.features); a name the index has no bit for matches no plan. */
const featureMask = (features: readonly string[]): number | null =>
  features.reduce<number | null>((mask, name) => (mask === null || !FEATURES.includes(name) ? null : mask | (1 << FEATURES.indexOf(name))), 0);

/** The codes of the wanted values; null when the filter is not set. An unknown value matches no plan. */
const wanted = (codes: ReadonlyMap<string, number>, names: readonly string[]): Set<number> | null =>
  names.length === 0 ? null : new Set(names.flatMap((name) => (codes.has(name) ? [codes.get(name) as number] : [])));

/** How each pricing kind prices the profile: whether it applies, and the price column of each person. */
const kindPricing = (index: CompareIndex, profile: ProfileInput | null) =>
  (['people', 'employees', 'pets'] as const).map((kind) => {
    const applies = profile !== null && profileApplies(kind, profile);
    const persons = applies ? personsFor(kind, profile) : [];
    return {
      applies,
      columns: persons.map((person) => index.prices.column(person.segment, person.age)),
      surcharge: persons.map((person) => person.maternidad && person.segment === 'Femenino'),
    };
  });

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Filters, prices, counts and orders the compare call's plans on the index, and picks the page
 * (docs/adr/0017-compare-index.md). Prices and orders as `pricePlans` and the compare's orderings do, plan by
 * plan (compare-index.test.ts checks every answer against them); the page's cards are then priced by
 * `pricePlans` itself.
 */
export const rankPlans = (index: CompareIndex, query: RankQuery): Ranking => {
  const orgTypes = wanted(index.orgTypeCodes, query.organizationTypes);
  const insuranceTypes = wanted(index.insuranceTypeCodes, query.insuranceTypes);
  const organizations = query.organizations.length > 0 ? new Set(query.organizations) : null;
  const features = featureMask(query.features);
  const kinds = kindPricing(index, query.profile);
  const employees = employeesFor(query.profile, 0);
  const ownEps = query.profile?.cotizante?.[0]?.eps_actual;
  const { candidates, minPrice, defined, distance, key1, key2 } = index.scratch;
  const byDistance = query.order === 'DISTANCE';
  let count = 0;
  let below = 0;
  let above = 0;
  for (let i = 0; i < index.size && features !== null; i += 1) {
    if (orgTypes && !orgTypes.has(index.orgType[i] as number)) continue;
    if (insuranceTypes && !insuranceTypes.has(index.insuranceType[i] as number)) continue;
    if (organizations && !organizations.has(index.organization[i] as number)) continue;
    if (((index.features[i] as number) & features) !== features) continue;
    if (query.coverage && !query.coverage.has(index.ids[i] as number)) continue;
    const kind = index.kind[i] as number;
    const pricing = kinds[kind] as (typeof kinds)[number];
    let price = index.basePrice[i] as number;
    let pricesDefined = true;
    let share = 1;
    if (pricing.applies) {
      let sum = 0;
      let withPrice = 0;
      for (let p = 0; p < pricing.columns.length; p += 1) {
        const raw = (pricing.columns[p] as Float64Array)[i] as number;
        if (Number.isNaN(raw)) continue;
        withPrice += 1;
        sum += roundCop(pricing.surcharge[p] && index.maternity[i] === 1 ? raw * (1 + MATERNITY_SURCHARGE) : raw);
      }
      const evaluated = pricing.columns.length;
      share = withPrice / Math.max(1, evaluated);
      pricesDefined = withPrice > 0 && withPrice === evaluated;
      if (withPrice > 0) {
        if (kind !== 1) price = sum;
        else {
          const perEmployee = roundCop(sum / withPrice);
          price = index.totalUnit[i] === 1 ? perEmployee * (employees || (index.rows[i]?.min_subscribers ?? 1)) : perEmployee;
        }
      }
    }
    if (query.fromPrice !== null && price < query.fromPrice) {
      below += 1;
      continue;
    }
    if (query.toPrice !== null && price > query.toPrice) {
      above += 1;
      continue;
    }
    minPrice[i] = price;
    defined[i] = pricesDefined ? 1 : 0;
    if (byDistance) distance[i] = round2(Math.min(10, (index.score[i] as number) * share + (ownEps !== undefined && ownEps === index.rows[i]?.org_code ? 1 : 0)));
    candidates[count] = i;
    count += 1;
  }
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
  const start = (query.page - 1) * query.take;
  const first = start >= count ? [] : firstK(candidates, count, start + query.take, key1, key2);
  return { total: count, belowPriceLimit: below, abovePriceLimit: above, page: first.slice(start) };
};
