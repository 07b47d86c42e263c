import { formatCop } from './currency';

/**
 * The one price of a plan, as every API answer that carries one gives it (docs/product/results.md#prices: card, compare bar and
 * modal, plan header, price tab, request summary and bottom bar render this object and nothing else).
 * `basis` 'from' is the plan's starting price ("Desde": the lowest price anyone pays for it); 'profile' is
 * the price for the visitor's profile.
 */
export interface PlanPrice {
  minPrice: number;
  unit: { id?: number; code: string };
  /** '/mes', '/año' (mandatory Covid), '/mes p/empl.' or '/mes Total' (company plans), docs/product/forms.md#formats. */
  suffix: string;
  basis: 'from' | 'profile';
}

/** `$ 119.800 /mes`: the amount and its unit, written the same way wherever a plan's price appears. */
export const formatPlanPrice = (price: Pick<PlanPrice, 'minPrice' | 'suffix'>): string => `${formatCop(price.minPrice)} ${price.suffix}`;
