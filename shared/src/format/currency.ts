import { colombia } from '../country/colombia';
import { formatNumber } from './number';

/** `123456` → `$ 123.456` (COP, no decimals, es-CO grouping). */
export const formatCop = (amount: number): string => `${colombia.currency.symbol} ${formatNumber(Math.round(amount), { maximumFractionDigits: 0 })}`;
