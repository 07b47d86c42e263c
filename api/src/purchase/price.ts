import { HttpError } from '../http/errors';

/**
 * What a purchase charges, computed by the API from the plan's stored monthly price (docs/adr/0019-online-purchase.md):
 * the browser shows it before paying and never decides it. The periodicity multiplies the monthly price, and that is
 * all the visitor pays: the site promises the insurer's own price, so the card provider's fee is the site's cost, never a
 * line of the visitor's. Amounts are whole Colombian pesos (COP has no decimals), rounded to the peso.
 */
export const PERIODICITY_MONTHS = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  fourmonths: 4,
  halfYearly: 6,
  yearly: 12,
} as const;
export type Periodicity = keyof typeof PERIODICITY_MONTHS;
export const PERIODICITIES = Object.keys(PERIODICITY_MONTHS) as Periodicity[];

/** Payments in a year of each periodicity (12, 6, 4, 3, 2, 1). */
export const paymentsPerYear = (periodicity: Periodicity): number => 12 / PERIODICITY_MONTHS[periodicity];

export interface Charge {
  periodicity: Periodicity;
  /** The plan's monthly price for the insured people of the profile. */
  monthly: number;
  /** Monthly price × the periodicity's months. */
  subtotal: number;
  /** What the card is charged each period: the subtotal, nothing added. */
  total: number;
  currency: 'COP';
}

/** The charge of one period; a price of 0 or less (a plan the tables cannot price) is refused. */
export const chargeOf = (monthly: number, periodicity: Periodicity): Charge => {
  if (!Number.isFinite(monthly) || monthly <= 0) throw new HttpError(409, 'El valor a pagar no es válido.');
  // The period's amount is rounded once: a yearly price paid yearly is charged exactly as it is shown.
  const subtotal = Math.round(monthly * PERIODICITY_MONTHS[periodicity]);
  return { periodicity, monthly: Math.round(monthly), subtotal, total: subtotal, currency: 'COP' };
};
