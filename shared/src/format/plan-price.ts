import type { PlanPrice } from '../api/contract';
import { formatCop } from './currency';

/** `$ 119.800 /mes`: the amount and its unit, written the same way wherever a plan's price appears. */
export const formatPlanPrice = (price: Pick<PlanPrice, 'minPrice' | 'suffix'>): string =>
  `${formatCop(price.minPrice)} ${price.suffix}`;
