import { apiClient, useApiRequest, type PlanPrice, type Profile } from '@qs/shared';

/** One person of a profile price (docs/product/detail.md#header): 'PriceNotFound' marks someone the plan cannot insure. */
export interface ProfilePricePerson {
  index: number;
  role: 'cotizante' | 'carga' | 'mascota';
  method: string;
  price: number | null;
  ageRange: string | null;
}

export interface ProfilePrice {
  total: { profilesWithPrice: number; profilesEvaluated: number; arePricesDefined: boolean; employees?: number };
  profiles: ProfilePricePerson[];
}

/** The calculatePrice answer (docs/product/detail.md#header). */
export interface PriceAnswer {
  insuranceId: number;
  productCode: string;
  /** The plan's one price (docs/product/detail.md#header): 'profile' basis, or 'from' when the profile says nothing it is priced on. */
  price: PlanPrice;
  price_detail: { label: string };
  arePricesDefined: boolean;
  profilePrice: ProfilePrice | null;
}

export const PRICE_NOT_FOUND = 'PriceNotFound';

/** POST /api/insurance/{id}/calculatePrice: the plan priced person by person for the profile. */
export const calculatePrice = (planId: number, profile: Profile, productType: string, signal?: AbortSignal) =>
  apiClient
    .post<{ data: PriceAnswer }>(`/insurance/${planId}/calculatePrice`, { profile: pricedProfile(profile), productType }, { signal })
    .then((answer) => answer.data);

/** The API prices the members; contact data the form may carry stays on the visitor's machine. */
const pricedProfile = ({ cotizante, cargas, mascota, colectivo }: Profile) => ({ cotizante, cargas, mascota, colectivo });

/** The plan's price for the entered profile; no request (status 'not-found') without a profile. */
export const usePlanPrice = (planId: number, profile: Profile | null, productType: string) =>
  useApiRequest(profile ? `${planId}:${productType}:${JSON.stringify(profile)}` : null, (signal) =>
    calculatePrice(planId, profile!, productType, signal),
  );
