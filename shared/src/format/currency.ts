import { colombia } from '../country/colombia';

const copFormatter = new Intl.NumberFormat(colombia.locale, { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** `123456` → `$ 123.456` (COP, no decimals, es-CO grouping). */
export const formatCop = (amount: number): string => `${colombia.currency.symbol} ${copFormatter.format(Math.round(amount))}`;
