import { apiClient, useApiRequest, type CalculatedPrice, type Profile } from '@qs/shared';

export const PRICE_NOT_FOUND = 'PriceNotFound';

/** POST /api/insurance/{id}/calculatePrice: the plan priced person by person for the profile. */
export const calculatePrice = (planId: number, profile: Profile, productType: string, signal?: AbortSignal) =>
  apiClient
    .post<{ data: CalculatedPrice }>(`/insurance/${planId}/calculatePrice`, { profile: pricedProfile(profile), productType }, { signal })
    .then((answer) => answer.data);

/** The API prices the members; contact data the form may carry stays on the visitor's machine. */
const pricedProfile = ({ cotizante, cargas, mascota, colectivo }: Profile) => ({ cotizante, cargas, mascota, colectivo });

/** The plan's price for the entered profile; no request (status 'not-found') without a profile. */
export const usePlanPrice = (planId: number, profile: Profile | null, productType: string) =>
  useApiRequest(profile ? `${planId}:${productType}:${JSON.stringify(profile)}` : null, (signal) =>
    calculatePrice(planId, profile!, productType, signal),
  );
