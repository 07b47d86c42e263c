import type { Comparator } from '@qs/shared';
import { ComparatorBenefits } from './ComparatorBenefits';
import { ComparatorReviews } from './ComparatorReviews';
import './comparator-info.css';

export interface ComparatorInfoProps {
  comparator: Comparator;
  /** Changes each time the visitor retries the page (its 'Reintentar'): what failed here is asked again. */
  retryToken?: number;
}

/**
 * Below the results: the comparator's reviews and its benefits, each its own request (rendered by the server
 * with the page, side by side), each holding its place while it loads.
 */
export const ComparatorInfo = ({ comparator, retryToken = 0 }: ComparatorInfoProps) => (
  <div className="qs-comparator-info">
    <ComparatorReviews comparator={comparator} retryToken={retryToken} />
    <ComparatorBenefits comparator={comparator} retryToken={retryToken} />
  </div>
);
