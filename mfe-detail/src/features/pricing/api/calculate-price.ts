import { apiClient, type CalculatedPrice, type Profile } from '@qs/shared';

/** POST /api/insurance/{id}/calculatePrice: the plan priced person by person for the profile. */
export const calculatePrice = (planId: number, profile: Profile, productType: string, signal?: AbortSignal) =>
  apiClient
    .post<{ data: CalculatedPrice }>(`/insurance/${planId}/calculatePrice`, { profile: pricedProfile(profile), productType }, { signal })
    .then((answer) => answer.data);

/** The API prices the members; contact data the form may carry stays on the visitor's machine. */
const pricedProfile = ({ cotizante, cargas, mascota, colectivo }: Profile) => ({ cotizante, cargas, mascota, colectivo });
