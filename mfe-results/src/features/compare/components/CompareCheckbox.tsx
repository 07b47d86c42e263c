import type { PlanCard } from '@qs/shared';

export interface CompareCheckboxProps {
  plan: PlanCard;
}

/**
 * Adds or removes a plan from the comparison (seed 000 §4): desktop only, comparable plans only,
 * at most 3. Contract for the compare feature; it renders nothing until that feature lands.
 */
export const CompareCheckbox = (_props: CompareCheckboxProps) => null;
