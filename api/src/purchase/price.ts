import { HttpError } from '../http/errors';

/**
 * What a purchase charges, computed by the API from the plan's stored monthly price (docs/adr/0019-online-purchase.md):
 * the browser shows it before paying and never decides it. The periodicity multiplies the monthly price; the payment
 * provider's fee and the tax on that fee are added and shown as their own lines. Amounts are whole Colombian pesos
 * (COP has no decimals), each line rounded to the peso.
 */
export const PERIODICITY_MONTHS = { monthly: 1, bimonthly: 2, quarterly: 3, fourmonths: 4, halfYearly: 6, yearly: 12 } as const;
export type Periodicity = keyof typeof PERIODICITY_MONTHS;
export const PERIODICITIES = Object.keys(PERIODICITY_MONTHS) as Periodicity[];

/** Payments in a year of each periodicity (12, 6, 4, 3, 2, 1). */
export const paymentsPerYear = (periodicity: Periodicity): number => 12 / PERIODICITY_MONTHS[periodicity];

/** The payment provider's fee on the amount, and the tax on that fee. */
export const PROVIDER_FEE_RATE = 0.02;
export const FEE_TAX_RATE = 0.0038;

export interface Charge {
  periodicity: Periodicity;
  /** The plan's monthly price for the insured people of the profile. */
  monthly: number;
  /** Monthly price × the periodicity's months. */
  subtotal: number;
  fee: number;
  feeTax: number;
  /** What the card is charged each period. */
  total: number;
  currency: 'COP';
}

/** The charge of one period; 4038 when the fee would be above the amount (a price of 0 or less). */
export const chargeOf = (monthly: number, periodicity: Periodicity): Charge => {
  if (!Number.isFinite(monthly) || monthly <= 0) throw new HttpError(409, 'El valor a pagar no es válido: la comisión supera el monto (4038).');
  const months = PERIODICITY_MONTHS[periodicity];
  const subtotal = Math.round(monthly) * months;
  const fee = Math.round(subtotal * PROVIDER_FEE_RATE);
  const feeTax = Math.round(fee * FEE_TAX_RATE);
  return { periodicity, monthly: Math.round(monthly), subtotal, fee, feeTax, total: subtotal + fee + feeTax, currency: 'COP' };
};
