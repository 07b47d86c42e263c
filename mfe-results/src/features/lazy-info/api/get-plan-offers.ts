import { apiClient } from '@qs/shared';
import type { PlanOffer } from '../model/types';

/**
 * Payment offers by productCode (docs/product/results.md#lazy-card-info), only for plans with hasOffer: 200 gives the data, 204 zero offers
 * (the client answers undefined), anything else none (null) — the card then simply shows no offer.
 */
export const getPlanOffers = async (productCode: string, hasOffer: boolean): Promise<PlanOffer[] | null> => {
  if (!hasOffer) return [];
  try {
    const answer = await apiClient.get(`/qppayment/insurance-payment/${encodeURIComponent(productCode)}/getOffers`);
    return answer === undefined ? [] : (answer.data ?? null);
  } catch {
    return null;
  }
};
