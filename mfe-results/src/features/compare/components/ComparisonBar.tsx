import type { Comparator } from '@qs/shared';

export interface ComparisonBarProps {
  comparator: Comparator;
}

/** The bar fixed at the bottom with 3 slots and the comparison modal (seed 001). Contract only for now. */
export const ComparisonBar = (_props: ComparisonBarProps) => null;
