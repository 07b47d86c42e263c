import type { PricingKind } from '../catalogue/fixture-types';
import type { ProfileInput } from './persons';
import type { PriceRow } from './price-profile';

/**
 * Whose price a plan's displayed price is: 'from' is the plan's starting price (what the site writes as
 * "Desde"), 'profile' the price for the visitor's profile.
 */
export type PriceBasis = 'from' | 'profile';

/**
 * The one price the site shows for a plan (docs/product/api.md#prices): card, compare bar and modal, plan header, price tab,
 * request summary and bottom bar all render this object, as every API answer that carries a price gives it.
 */
export interface DisplayPrice {
  minPrice: number;
  unit: { id: 1; code: 'COP' };
  /** docs/product/api.md#prices: '/mes'; '/año' for mandatory Covid insurance; every company plan '/mes p/empl.'. */
  suffix: string;
  basis: PriceBasis;
  /** A company plan priced for a stated company size: the whole company's price a month, beside the price per employee. */
  total?: { employees: number; amount: number };
}

const COMPANY_UNITS = new Set(['Total', 'p/empl.']);

/**
 * The suffix written after the amount, from the plan's `price_detail.label`. Every company plan is shown per
 * employee, whether its insurer quotes it per employee or as a Total, so company plans compare on one basis.
 */
export const priceSuffix = (priceUnit: string): string => (COMPANY_UNITS.has(priceUnit) ? '/mes p/empl.' : priceUnit);

export const displayPrice = (
  minPrice: number,
  priceUnit: string,
  basis: PriceBasis,
  employees: number | null = null,
): DisplayPrice => ({
  minPrice,
  unit: { id: 1, code: 'COP' },
  suffix: priceSuffix(priceUnit),
  basis,
  ...(employees !== null && COMPANY_UNITS.has(priceUnit) ? { total: { employees, amount: minPrice * employees } } : {}),
});

/**
 * The starting price ("Desde", `priceRange.from`): the lowest price anyone pays for the plan, i.e. the
 * cheapest row of its table (a company plan: per employee, as every company price is shown). The card
 * (docs/product/api.md#plan-cards) has both `price.minPrice` and `priceRange.from`; without a profile they are this one number.
 */
export const startingPrice = (rows: readonly PriceRow[]): number => Math.min(...rows.map((row) => row.price));

/** The cheapest row, whose age band the card states as `price_detail.age_range`. */
export const startingRow = (rows: readonly PriceRow[]): PriceRow | undefined =>
  rows.reduce<PriceRow | undefined>(
    (best, row) => (best === undefined || row.price < best.price ? row : best),
    undefined,
  );

const given = (list: readonly unknown[] | null | undefined): boolean => (list?.length ?? 0) > 0;

/**
 * Whether the profile says something this kind of plan is priced on. A pet plan seen with a family profile
 * (no pets), or any plan with an empty profile, keeps its starting price: the site never calls a default
 * member "your price".
 */
export const profileApplies = (kind: PricingKind, profile: ProfileInput | null | undefined): boolean => {
  if (!profile) return false;
  if (kind === 'pets') return given(profile.mascota);
  if (kind === 'employees') return given(profile.cotizante) || hasEmployeeCount(profile);
  return given(profile.cotizante) || given(profile.cargas);
};

export const hasEmployeeCount = (profile: ProfileInput): boolean => {
  const raw = profile.colectivo?.cantidadempleados;
  return raw !== undefined && raw !== null && raw !== '';
};
