import type { PlanDetail } from '@qs/shared';

export interface PriceDetailProps {
  plan: PlanDetail;
}

/** The 'Detalle-de-Precio' tab: the plan's price for the visitor's profile and by age. Contract only. */
export const PriceDetail = (_props: PriceDetailProps) => null;
