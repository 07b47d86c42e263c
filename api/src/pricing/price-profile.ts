import type { PricingKind } from '../catalogue/fixture-types';
import type { Person } from './persons';

export interface PriceRow {
  segment: string;
  ageMin: number;
  ageMax: number;
  price: number;
}

export interface PlanPricing {
  kind: PricingKind;
  /** '/mes', '/año', 'Total' or 'p/empl.' */
  priceUnit: string;
  minSubscribers: number | null;
  maternityCovered: boolean;
}

export interface PersonPrice {
  index: number;
  role: Person['role'];
  method: 'ageBand' | 'PriceNotFound';
  price: number | null;
  ageRange: string | null;
}

/** The profile price result (docs/product/api.md#plan-cards). */
export interface ProfilePrice {
  total: { profilesWithPrice: number; profilesEvaluated: number; arePricesDefined: boolean; employees?: number };
  profiles: PersonPrice[];
}

/** A woman who asks for maternity cover pays this much more where the plan covers it. */
export const MATERNITY_SURCHARGE = 0.1;

export const roundCop = (value: number): number => Math.round(value / 100) * 100;

export const ageRangeLabel = (row: Pick<PriceRow, 'ageMin' | 'ageMax'>): string =>
  row.ageMin === row.ageMax ? `${row.ageMin} años` : `${row.ageMin} a ${row.ageMax} años`;

const pricePerson = (rows: readonly PriceRow[], plan: PlanPricing, person: Person): PersonPrice => {
  const row = rows.find((r) => r.segment === person.segment && r.ageMin <= person.age && person.age <= r.ageMax);
  if (!row) return { index: person.index, role: person.role, method: 'PriceNotFound', price: null, ageRange: null };
  const surcharge =
    person.maternidad && plan.maternityCovered && person.segment === 'Femenino' ? 1 + MATERNITY_SURCHARGE : 1;
  return {
    index: person.index,
    role: person.role,
    method: 'ageBand',
    price: roundCop(row.price * surcharge),
    ageRange: ageRangeLabel(row),
  };
};

/**
 * Prices a profile with a plan's table. Individual plans add up every insured person; company plans take the
 * average employee of the sample (the price per employee).
 * People outside the table are reported as PriceNotFound and left out of the sum.
 */
export const priceProfile = (
  rows: readonly PriceRow[],
  plan: PlanPricing,
  persons: readonly Person[],
  employees: number,
): { minPrice: number; profilePrice: ProfilePrice } => {
  const profiles = persons.map((person) => pricePerson(rows, plan, person));
  const priced = profiles.filter((p) => p.price !== null).map((p) => p.price ?? 0);
  const sum = priced.reduce((total, price) => total + price, 0);
  const total = {
    profilesWithPrice: priced.length,
    profilesEvaluated: profiles.length,
    arePricesDefined: priced.length === profiles.length && profiles.length > 0,
  };
  if (plan.kind !== 'employees') return { minPrice: sum, profilePrice: { total, profiles } };
  // Per employee whether the insurer quotes the plan per employee or as a Total: company plans compare on one
  // basis, and the company's total is that times its size (displayPrice).
  const perEmployee = priced.length > 0 ? roundCop(sum / priced.length) : 0;
  return { minPrice: perEmployee, profilePrice: { total: { ...total, employees }, profiles } };
};
