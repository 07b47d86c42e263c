import { apiClient, useApiRequest, type CalculatedPrice, type Profile } from '@qs/shared';

/**
 * POST /api/insurance/{id}/calculatePrice: the plan's price for the visitor's profile, the call the plan page
 * prices it with, so the purchase page shows the same price (docs/product/results.md#prices).
 */
export const calculatePrice = (planId: number, profile: Profile, productType: string, signal?: AbortSignal) =>
  apiClient
    .post<{ data: CalculatedPrice }>(`/insurance/${planId}/calculatePrice`, { profile: pricedProfile(profile), productType }, { signal })
    .then((answer) => answer.data);

/** The API prices the members; the contact the profile may carry stays on the visitor's machine. */
const pricedProfile = ({ cotizante, cargas, mascota, colectivo }: Profile) => ({ cotizante, cargas, mascota, colectivo });

/** The plan's price for `profile`; no request (status 'not-found') without one. */
export const useProfilePrice = (planId: number, profile: Profile | null, productType: string) =>
  useApiRequest(profile ? `${planId}:${productType}:${JSON.stringify(profile)}` : null, (signal) => calculatePrice(planId, profile!, productType, signal));
