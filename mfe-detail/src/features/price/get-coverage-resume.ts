import { apiClient } from '@qs/shared';
import type { CoverageAmount } from '../detail-shared/format-amounts';

/** A benefit of the plan with its amounts (docs/product/detail.md#price-detail: coverages resume). */
export interface ResumeCoverage {
  id: number;
  insuranceBenefit: string;
  description?: string;
  amounts: { percentage?: CoverageAmount; deductible?: CoverageAmount; compensation?: CoverageAmount };
}

export interface BenefitCategory {
  id: number;
  name: string;
  coverages: ResumeCoverage[];
}

/**
 * GET /api/insurance/coverages/{id}/resume. The API has no separate top-amounts call: a benefit's top
 * amount is its `compensation`, its deductible (copago) `deductible`.
 */
export const getCoverageResume = (planId: number, signal?: AbortSignal) =>
  apiClient.get<{ data: BenefitCategory[] }>(`/insurance/coverages/${planId}/resume`, {}, { cache: true, signal }).then((answer) => answer.data);
