import { useEffect, useRef } from 'react';
import { useApiRequest } from '@qs/shared';
import { getComparatorBenefits } from '../api/get-comparator-benefits';
import { getComparatorReviews } from '../api/get-comparator-reviews';

// Asked with the page's other answers: the server renders them and the page carries them, so hydration asks nothing.
export const useComparatorBenefits = (comparatorSlug: string) =>
  useApiRequest(`comparator-benefits:${comparatorSlug}`, (signal) => getComparatorBenefits(comparatorSlug, signal));

export const useComparatorReviews = (comparatorSlug: string) =>
  useApiRequest(`comparator-reviews:${comparatorSlug}`, (signal) => getComparatorReviews(comparatorSlug, signal));

/**
 * A failed part shows nothing (the page works without it), so it has no 'Reintentar' of its own: the page's
 * 'Reintentar' (a new `retryToken`) asks it again, as it does the banner's config.
 */
export const useRetryWithPage = (retryToken: number, failed: boolean, retry: () => void) => {
  const retriedFor = useRef(retryToken);
  useEffect(() => {
    if (retriedFor.current === retryToken) return;
    retriedFor.current = retryToken;
    if (failed) retry();
  }, [retryToken, failed, retry]);
};
