import type { PlanDetail } from '@qs/shared';

export interface PlanFaqProps {
  plan: PlanDetail;
}

/** The plan's FAQ accordion with the contact-an-executive chat button. Contract only. */
export const PlanFaq = (_props: PlanFaqProps) => null;
