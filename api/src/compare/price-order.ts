import { roundCop } from '../pricing/price-profile';
import type { CompareIndex } from './compare-index';
import type { CompareOrder } from './compare-request';
import { firstK } from './first-k';
import type { MatchingPlans } from './matching-plans';
import type { PriceColumn } from './price-columns';
import { EMPLOYEES, passKind, writeKeys, type KindPricing, type PassSettings } from './price-pass';

/**
 * The kept lists of an index hold at most this many bytes (4 a plan in each); past it the least recently used
 * go. A family of four on a filter of 33,600 plans of 50,000 uses about 110 lists (a person's segment and age
 * times the kind's price groups), 14 MB; a catalogue's worth of ages and filters stays within this.
 */
export const MAX_SORTED_BYTES = 64 * 1024 * 1024;

/**
 * An index's kept lists: by the plans they order (a positions array of a kept filter, which names the group) and
 * what orders them (a price column, or a sign for the starting price), and in order of use (oldest first) for
 * the byte budget. Keyed by the objects themselves: building a string key per list and call, and hashing it,
 * was a tenth of a priced call.
 */
interface KeptLists {
  bytes: number;
  byPlans: WeakMap<Int32Array, Map<unknown, Int32Array>>;
  used: Map<Int32Array, { plans: Int32Array; by: unknown }>;
}
const lists = new WeakMap<CompareIndex, KeptLists>();

/** A kept list of `plans` ordered by `by`, made by `make` on first use; the least recently used go past MAX_SORTED_BYTES. */
const keptList = (index: CompareIndex, plans: Int32Array, by: unknown, make: () => Int32Array): Int32Array => {
  let kept = lists.get(index);
  if (!kept) {
    kept = { bytes: 0, byPlans: new WeakMap(), used: new Map() };
    lists.set(index, kept);
  }
  let ofPlans = kept.byPlans.get(plans);
  if (!ofPlans) {
    ofPlans = new Map();
    kept.byPlans.set(plans, ofPlans);
  }
  const found = ofPlans.get(by);
  if (found) {
    const entry = kept.used.get(found);
    if (entry) {
      kept.used.delete(found);
      kept.used.set(found, entry);
    }
    return found;
  }
  const made = make();
  ofPlans.set(by, made);
  kept.used.set(made, { plans, by });
  kept.bytes += made.byteLength;
  for (const [list, entry] of kept.used) {
    if (kept.bytes <= MAX_SORTED_BYTES || list === made) break;
    kept.used.delete(list);
    kept.byPlans.get(entry.plans)?.delete(entry.by);
    kept.bytes -= list.byteLength;
  }
  return made;
};

/**
 * The plans of `positions` that have a price in the column, cheapest first (ties by position). Each is sorted
 * as one number, price × 2^bits + position, by the typed array's own numeric sort: a comparator over positions
 * took 3 ms a list of 25,000 plans, and a family's first calls on a new server build a hundred lists. Prices are
 * whole pesos; a column whose numbers would not be exact is sorted with the comparator.
 */
export const cheapestFirst = (
  positions: Int32Array,
  price: Float64Array,
  has: Uint8Array,
  size: number,
): Int32Array => {
  const priced = positions.filter((i) => has[i] === 1);
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(size + 1)));
  let exact = true;
  const packed = new Float64Array(priced.length);
  for (let c = 0; c < priced.length; c += 1) {
    const i = priced[c] as number;
    const value = price[i] as number;
    if (!Number.isInteger(value) || value < 0 || value * scale + i > Number.MAX_SAFE_INTEGER) exact = false;
    packed[c] = value * scale + i;
  }
  if (!exact) return priced.sort((a, b) => (price[a] as number) - (price[b] as number) || a - b);
  packed.sort();
  for (let c = 0; c < packed.length; c += 1) priced[c] = (packed[c] as number) % scale;
  return priced;
};

/** Plans (`positions`, a group's) that have a price in the column, cheapest first. */
const byColumn = (index: CompareIndex, positions: Int32Array, column: PriceColumn): Int32Array =>
  keptList(index, positions, column, () => cheapestFirst(positions, column.price, column.has, index.size));

/** The filter's plans of a kind in the order of their starting price (`sign` 1 cheapest first), as writeKeys orders them. */
const byBasePrice = (index: CompareIndex, matching: MatchingPlans, kind: number, sign: number): Int32Array =>
  keptList(index, matching.byKind[kind] as Int32Array, sign, () => {
    const { basePrice, scoreRank } = index;
    const key = (i: number) => sign * (basePrice[i] as number);
    return (matching.byKind[kind] as Int32Array)
      .slice()
      .sort((a, b) => key(a) - key(b) || (scoreRank[a] as number) - (scoreRank[b] as number) || a - b);
  });

const seenMarks = new WeakMap<CompareIndex, { seen: Uint32Array; call: number }>();

/** A fresh mark for this call: `seen[i] === call` means plan i was met in it (no clearing between calls). */
const nextCall = (index: CompareIndex) => {
  let marks = seenMarks.get(index);
  if (!marks || marks.call >= 0xffffffff) {
    marks = { seen: new Uint32Array(index.size), call: 0 };
    seenMarks.set(index, marks);
  }
  marks.call += 1;
  return marks;
};

/** The signed prices of the best candidates met so far, whatever their group (see `thresholdGroup`). */
type Best = ReturnType<typeof smallestK>;

/** The k smallest of the values given, kept in a max-heap: `worst()` is the k-th once `full`. */
const smallestK = (k: number) => {
  const heap = new Float64Array(k);
  let size = 0;
  return {
    full: () => size >= k,
    worst: () => heap[0] as number,
    add: (value: number) => {
      if (size < k) {
        let at = size;
        size += 1;
        heap[at] = value;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if ((heap[parent] as number) >= (heap[at] as number)) break;
          [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
          at = parent;
        }
        return;
      }
      if (value >= (heap[0] as number)) return;
      heap[0] = value;
      for (let at = 0; ;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let top = at;
        if (left < k && (heap[left] as number) > (heap[top] as number)) top = left;
        if (right < k && (heap[right] as number) > (heap[top] as number)) top = right;
        if (top === at) return;
        [heap[at], heap[top]] = [heap[top] as number, heap[at] as number];
        at = top;
      }
    },
  };
};

/** Plans priced alike from the sum of their persons' prices: as it is (people, pets) or per employee (companies). */
interface PriceGroup {
  positions: Int32Array;
  perEmployee: boolean;
}

/**
 * The plans of a group that can be among the first k, appended to the scratch candidates with their price:
 * Fagin's threshold algorithm over one list per person, each the group's plans sorted by that person's price.
 * It reads the lists a rank at a time and prices whole every plan it meets. A plan not met before a rank sits
 * at that rank or deeper in every list, so its sum is at least the sum of the prices at the rank (the
 * threshold), and its price, which grows with the sum, at least the threshold's; once k plans are cheaper than
 * that, no plan not met can be among the first k, even on a tie, and the reading stops before pricing the
 * rank. `best` holds the candidates of every group read before, so a group whose cheapest plans cannot beat them
 * prices none. Only plans with a price for every person are kept:
 * the others are ordered after them all (writeKeys). Returns the new count.
 */
const thresholdGroup = (
  index: CompareIndex,
  group: PriceGroup,
  columns: readonly PriceColumn[],
  best: Best,
  sign: number,
  count: number,
): number => {
  const { candidates, minPrice, defined } = index.scratch;
  const persons = columns.length;
  const { perEmployee } = group;
  // As passKind prices a plan that has a price for everyone.
  const priceOf = (sum: number) => (perEmployee ? roundCop(sum / persons) : sum);
  const sorted = columns.map((column) => byColumn(index, group.positions, column));
  const { seen, call } = nextCall(index);
  let next = count;
  for (let rank = 0; ; rank += 1) {
    // The threshold first: when the bar already beats it, the rank's plans (and every one deeper) are not priced.
    let threshold = 0;
    for (let p = 0; p < persons; p += 1) {
      const list = sorted[p] as Int32Array;
      // A list read to its end has met every plan with a price for this person: every plan that prices everyone.
      if (rank >= list.length) return next;
      threshold += (columns[p] as PriceColumn).price[
        list[sign > 0 ? rank : list.length - 1 - rank] as number
      ] as number;
    }
    if (best.full() && best.worst() < sign * priceOf(threshold)) return next;
    for (let p = 0; p < persons; p += 1) {
      const list = sorted[p] as Int32Array;
      const at = list[sign > 0 ? rank : list.length - 1 - rank] as number;
      if (seen[at] === call) continue;
      seen[at] = call;
      let sum = 0;
      let withPrice = 0;
      for (let q = 0; q < persons; q += 1) {
        const column = columns[q] as PriceColumn;
        sum += column.price[at] as number;
        withPrice += column.has[at] as number;
      }
      if (withPrice !== persons) continue;
      const price = priceOf(sum);
      minPrice[at] = price;
      defined[at] = 1;
      candidates[next] = at;
      next += 1;
      best.add(sign * price);
    }
  }
};

/**
 * A kind's price group: all its plans, company plans as the average of their employees' prices (every company
 * plan is shown and ordered per employee, whether its insurer quotes it per employee or as a Total).
 */
const priceGroup = (matching: MatchingPlans, kind: number): PriceGroup => ({
  positions: matching.byKind[kind] as Int32Array,
  perEmployee: kind === EMPLOYEES,
});

/**
 * The first k plans of the filter cheapest (lowerPrice) or dearest (higherPrice) first, with no price bounds,
 * without pricing every plan: per pricing kind, the plans that can be among its first k — the first k of a
 * kind the profile says nothing about (its plans at their starting price, a kept order), and the threshold
 * algorithm's for the others (a company plan's price per employee grows with the sum of its employees' prices
 * as a family's price does) — then the first k of those, ordered as the full pass orders them.
 * Returns them, and how many plans were priced. Null when that cannot be sure to be the answer: fewer than k plans price everyone (the page reaches the
 * plans ordered last, which only the full pass ranks), or a filter with clinics (not kept, so no kept lists).
 */
export const firstByPrice = (
  index: CompareIndex,
  matching: MatchingPlans,
  kinds: readonly KindPricing[],
  settings: PassSettings,
  k: number,
  order: Extract<CompareOrder, 'lowerPrice' | 'higherPrice'>,
): { first: number[]; priced: number } | null => {
  if (matching.key === null) return null;
  const sign = order === 'lowerPrice' ? 1 : -1;
  const { candidates, minPrice, defined, key1, key2 } = index.scratch;
  const best = smallestK(k);
  let count = 0;
  const keep = (i: number, price: number) => {
    minPrice[i] = price;
    defined[i] = 1;
    candidates[count] = i;
    count += 1;
    best.add(sign * price);
  };
  const thresholdKinds: Array<{ columns: PriceColumn[]; groups: PriceGroup[] }> = [];
  // Kinds ranked without the lists first: their candidates make the bar the threshold groups must beat.
  for (let kind = 0; kind < kinds.length; kind += 1) {
    const positions = matching.byKind[kind] as Int32Array;
    const pricing = kinds[kind] as KindPricing;
    if (positions.length === 0) continue;
    if (!pricing.applies) {
      const ordered = byBasePrice(index, matching, kind, sign);
      for (let c = 0; c < Math.min(k, ordered.length); c += 1)
        keep(ordered[c] as number, index.basePrice[ordered[c] as number] as number);
    } else {
      if (pricing.columns.length > 0) {
        thresholdKinds.push({ columns: pricing.columns, groups: [priceGroup(matching, kind)] });
        continue;
      }
      // Priced one by one: only those with a price for everyone can be in the first k.
      const from = count;
      const end = passKind(index, kind, positions, pricing, settings, count, { below: 0, above: 0 });
      const priced = candidates.slice(from, end).filter((i) => defined[i] === 1);
      for (const i of priced) keep(i, minPrice[i] as number);
    }
  }
  for (const { columns, groups } of thresholdKinds) {
    for (const group of groups)
      if (group.positions.length > 0) count = thresholdGroup(index, group, columns, best, sign, count);
  }
  if (count < k) return null;
  writeKeys(index, order, candidates, count);
  return { first: firstK(candidates, count, k, key1, key2), priced: count };
};
