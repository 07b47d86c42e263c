import { colombia } from '../country/colombia';
import { formatNumber } from './number';

/** The symbol and the amount never part at a line end ('Deducible $ / 15.000', docs/product/forms.md#formats), as Intl's es-CO writes them. */
const NO_BREAK_SPACE = '\u00a0';

/** `123456` → `$ 123.456` (COP, no decimals, es-CO grouping), with a no-break space after the symbol. */
export const formatCop = (amount: number): string =>
  `${colombia.currency.symbol}${NO_BREAK_SPACE}${formatNumber(Math.round(amount), { maximumFractionDigits: 0 })}`;
