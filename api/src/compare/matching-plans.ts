import type { CompareIndex } from './compare-index';
import { FEATURES } from './compare-request';

export interface PlanFilter {
  organizationTypes: readonly string[];
  insuranceTypes: readonly string[];
  organizations: readonly number[];
  features: readonly string[];
  /** Plan ids whose networks include a wanted clinic; null: no such filter. */
  coverage: ReadonlySet<number> | null;
}

export type StaticOrder = 'recommended' | 'POPULAR';

/** The plans of a filter: their index positions in id order, and (made on first use) in a static order. */
export interface MatchingPlans {
  /** What names the filter in caches (null for a filter with clinics, which is not kept). */
  key: string | null;
  positions: Int32Array;
  /** The same positions by pricing kind (people, employees, pets: CompareIndex.kind), each priced its own way. */
  byKind: [Int32Array, Int32Array, Int32Array];
  inOrder: (order: StaticOrder) => Int32Array;
}

/** At most this many filters' plans are kept per index (the comparators' pages ask for a handful). */
export const MAX_KEPT_FILTERS = 256;

const kept = new WeakMap<CompareIndex, Map<string, MatchingPlans>>();

/** The codes of the wanted values; null when the filter is not set. An unknown value matches no plan. */
const wanted = (codes: ReadonlyMap<string, number>, names: readonly string[]): Set<number> | null =>
  names.length === 0 ? null : new Set(names.flatMap((name) => (codes.has(name) ? [codes.get(name) as number] : [])));

/** The bits of the wanted features (CompareIndex.features); a name without a bit matches no plan. */
const featureMask = (features: readonly string[]): number | null =>
  features.reduce<number | null>(
    (mask, name) => (mask === null || !FEATURES.includes(name) ? null : mask | (1 << FEATURES.indexOf(name))),
    0,
  );

const filterPlans = (index: CompareIndex, filter: PlanFilter): Int32Array => {
  const orgTypes = wanted(index.orgTypeCodes, filter.organizationTypes);
  const insuranceTypes = wanted(index.insuranceTypeCodes, filter.insuranceTypes);
  const organizations = filter.organizations.length > 0 ? new Set(filter.organizations) : null;
  const features = featureMask(filter.features);
  const positions: number[] = [];
  for (let i = 0; i < index.size && features !== null; i += 1) {
    if (orgTypes && !orgTypes.has(index.orgType[i] as number)) continue;
    if (insuranceTypes && !insuranceTypes.has(index.insuranceType[i] as number)) continue;
    if (organizations && !organizations.has(index.organization[i] as number)) continue;
    if (((index.features[i] as number) & features) !== features) continue;
    if (filter.coverage && !filter.coverage.has(index.ids[i] as number)) continue;
    positions.push(i);
  }
  return Int32Array.from(positions);
};

const withOrders = (index: CompareIndex, positions: Int32Array, key: string | null): MatchingPlans => {
  const orders = new Map<StaticOrder, Int32Array>();
  const ofKind = (kind: number) => positions.filter((i) => index.kind[i] === kind);
  return {
    key,
    positions,
    byKind: [ofKind(0), ofKind(1), ofKind(2)],
    inOrder: (order) => {
      const rank = order === 'POPULAR' ? index.popularRank : index.recommendedRank;
      const ordered = orders.get(order) ?? positions.slice().sort((a, b) => (rank[a] as number) - (rank[b] as number));
      orders.set(order, ordered);
      return ordered;
    },
  };
};

/**
 * The plans matching the compare filters. A filter without clinics is kept per index (the comparators' pages
 * send the same few filters over and over), the oldest going past MAX_KEPT_FILTERS; with clinics the set comes
 * from SQL on each call, and so is filtered each time.
 */
export const matchingPlans = (index: CompareIndex, filter: PlanFilter): MatchingPlans => {
  if (filter.coverage) return withOrders(index, filterPlans(index, filter), null);
  const key = JSON.stringify([
    [...filter.organizationTypes].sort(),
    [...filter.insuranceTypes].sort(),
    [...filter.organizations].sort((a, b) => a - b),
    [...filter.features].sort(),
  ]);
  let cache = kept.get(index);
  if (!cache) {
    cache = new Map();
    kept.set(index, cache);
  }
  const found = cache.get(key);
  if (found) return found;
  const made = withOrders(index, filterPlans(index, filter), key);
  if (cache.size >= MAX_KEPT_FILTERS) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  return made;
};
