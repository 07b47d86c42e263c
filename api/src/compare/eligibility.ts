import { employeesFor, type ProfileInput } from '../pricing/persons';
import type { CompareIndex } from './compare-index';

/**
 * Why the visitor cannot buy a plan (docs/product/api.md#eligibility): a complementary plan is sold only to members
 * of its own EPS ('otherEps'), a collective plan only to a company of at least its minimum of employees
 * ('belowMinimum'). Such plans are still listed, after every plan the visitor can buy, and without a match.
 */
export type Ineligible = 'otherEps' | 'belowMinimum';

/** What the profile says that decides eligibility: the holder's EPS and the company's size (each null when not given). */
export interface WhoAsks {
  eps: string | null;
  employees: number | null;
}

export const whoAsks = (profile: ProfileInput | null | undefined): WhoAsks => {
  const eps = profile?.cotizante?.[0]?.eps_actual;
  const employees = employeesFor(profile, 0);
  return { eps: typeof eps === 'string' && eps !== '' ? eps : null, employees: employees > 0 ? employees : null };
};

export const COMPLEMENTARY = 'PLAN_COMPLEMENTARIO_EPS';

/** The fields of a plan eligibility reads (a PlanRow's). */
export interface EligibilityFacts {
  insurance_type: string;
  org_code: string;
  pricing: string;
  min_subscribers: number | null;
}

/** The one rule: null when the visitor may buy the plan, or what nobody said is taken as no obstacle. */
export const ineligibility = (plan: EligibilityFacts, who: WhoAsks): Ineligible | null => {
  if (plan.insurance_type === COMPLEMENTARY && who.eps !== null && who.eps !== plan.org_code) return 'otherEps';
  if (plan.pricing === 'employees' && who.employees !== null && (plan.min_subscribers ?? 1) > who.employees)
    return 'belowMinimum';
  return null;
};

/** At most this many masks are kept per index (one per EPS and company size asked about). */
const MAX_MASKS = 64;
const masks = new WeakMap<CompareIndex, Map<string, Uint8Array | null>>();

/**
 * `mask[i]` 1 where plan i is ineligible for `who`, made once per index and (EPS, size); null when no plan of the
 * catalogue is (then ranking is as it was).
 */
export const ineligibleMask = (index: CompareIndex, who: WhoAsks): Uint8Array | null => {
  if (who.eps === null && who.employees === null) return null;
  let kept = masks.get(index);
  if (!kept) {
    kept = new Map();
    masks.set(index, kept);
  }
  const key = `${who.eps ?? ''}|${who.employees ?? ''}`;
  if (kept.has(key)) return kept.get(key) ?? null;
  const mask = Uint8Array.from(index.rows, (row) => (ineligibility(row, who) === null ? 0 : 1));
  const made = mask.includes(1) ? mask : null;
  if (kept.size >= MAX_MASKS) kept.delete(kept.keys().next().value as string);
  kept.set(key, made);
  return made;
};

/** The positions with the eligible ones first, each part in its given order. */
export const eligibleFirst = (positions: Int32Array, mask: Uint8Array): Int32Array => {
  const out = new Int32Array(positions.length);
  let at = 0;
  for (const i of positions) if (mask[i] === 0) out[at++] = i;
  for (const i of positions) if (mask[i] === 1) out[at++] = i;
  return out;
};
