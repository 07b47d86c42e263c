import { colombia, formatCop, formatNumber } from '@qs/shared';

/** An amount of the coverage resume or a coverage network (docs/product/detail.md#price-detail): the API's minAmount/maxAmount. */
export interface CoverageAmount {
  minAmount: number | null;
  maxAmount?: number | null;
  unit?: { code?: string | null; currencyCode?: string | null; name?: string | null } | null;
}

/*
 * The product's texts (docs/product/detail.md#price-detail). They are business constants, not free copy, so they live with the rule
 * that picks them (and the unit tests pin them).
 */
export const UNLIMITED = 'Ilimitado';
/** A benefit without a top of its own under a plan with an annual maximum: that maximum holds it. */
export const WITHIN_ANNUAL_MAXIMUM = 'Hasta el tope anual';
export const NO_CAP = 'Sin tope';
export const NOT_COVERED = 'No cubre';
/** Zero copago, in Colombia's word (docs/product/detail.md#price-detail: says 'Sin deducible' in Chile's). */
export const NO_DEDUCTIBLE = colombia.deductibleTerm.none;

/** These currencies show only the minimum top amount (docs/product/detail.md#price-detail). */
const MINIMUM_ONLY_CURRENCIES = new Set(['USD/Año', 'USD/V']);

const twoDecimals = (value: number): string => formatNumber(value, { maximumFractionDigits: 2 });

const currencyOf = (amount: CoverageAmount): string => amount.unit?.currencyCode ?? amount.unit?.code ?? 'COP';

const money = (value: number, currency: string): string =>
  currency === 'COP' ? formatCop(value) : `${twoDecimals(value)} ${currency}`;

/**
 * A coverage's top amount: unlimited when the minimum is null (or there is none), 'Sin tope' for a cap
 * of 0 (the catalogue's annual-maximum convention), the minimum alone for USD/Año and USD/V, otherwise
 * the minimum, or 'min - max' when the range is open.
 */
export const formatTopAmount = (amount: CoverageAmount | null | undefined): string => {
  if (!amount || amount.minAmount === null) return UNLIMITED;
  if (amount.minAmount === 0) return NO_CAP;
  const currency = currencyOf(amount);
  const { minAmount, maxAmount } = amount;
  if (
    MINIMUM_ONLY_CURRENCIES.has(currency) ||
    maxAmount === null ||
    maxAmount === undefined ||
    maxAmount === minAmount
  ) {
    return money(minAmount, currency);
  }
  return `${money(minAmount, currency)} - ${money(maxAmount, currency)}`;
};

/**
 * A benefit's top under its plan: a benefit with no top of its own is 'Ilimitado' only when the plan has no
 * annual maximum either (none given, or 0: 'Sin tope'); under a capped plan it is held to that maximum.
 */
export const formatBenefitTop = (
  amount: CoverageAmount | null | undefined,
  annualMaximum: number | null | undefined,
): string => {
  const ownTop = Boolean(amount) && amount?.minAmount !== null;
  if (!ownTop && typeof annualMaximum === 'number' && annualMaximum > 0) return WITHIN_ANNUAL_MAXIMUM;
  return formatTopAmount(amount);
};

/** No deductible at all means the coverage does not apply ('No cubre'); zero means none ('Sin copago') (docs/product/detail.md#price-detail). */
export const formatDeductible = (amount: CoverageAmount | null | undefined): string => {
  if (!amount || amount.minAmount === null) return NOT_COVERED;
  if (amount.minAmount === 0) return NO_DEDUCTIBLE;
  return money(amount.minAmount, currencyOf(amount));
};

export const formatPercentage = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${twoDecimals(value)}%`;
