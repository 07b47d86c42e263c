import { useApiRequest, type Profile } from '@qs/shared';
import { calculatePrice } from '../api/calculate-price';

/** The plan's price for the entered profile; no request (status 'not-found') without a profile. */
export const usePlanPrice = (planId: number, profile: Profile | null, productType: string) =>
  useApiRequest(profile ? `${planId}:${productType}:${JSON.stringify(profile)}` : null, (signal) =>
    calculatePrice(planId, profile!, productType, signal),
  );
