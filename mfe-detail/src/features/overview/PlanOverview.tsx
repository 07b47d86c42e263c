import type { PlanDetail } from '@qs/shared';

export interface PlanOverviewProps {
  plan: PlanDetail;
  mode: 'page' | 'modal';
  /** Switches to another tab of the plan (a button action of seed 001 §2). */
  onOpenTab: (tabUrl: string) => void;
}

/**
 * The 'home' tab (Vista General): descriptions, video, overview image, what-you-should-consider,
 * persons message, request summary box. Contract only; built by the overview feature.
 */
export const PlanOverview = (_props: PlanOverviewProps) => null;
