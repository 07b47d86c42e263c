import type { PlanDetail } from '@qs/shared';

export interface ClinicListProps {
  plan: PlanDetail;
}

/** The 'Donde-Cubre' tab: clinics grouped by coverage with name and state filters. Contract only. */
export const ClinicList = (_props: ClinicListProps) => null;
