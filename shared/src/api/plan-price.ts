import { apiClient, PRODUCT_RETRY } from './api-client';

import type { Profile } from '../domain/profile';
import { useApiRequest } from './useApiRequest';

/**
 * POST /api/insurance/{id}/calculatePrice: the plan priced person by person for the profile. The one call every
 * slice prices a plan for a profile with, so the plan page and the purchase page show the same price.
 */
export const calculatePlanPrice = (planId: number, profile: Profile, productType: string, signal?: AbortSignal) =>
  apiClient
    .post(
      `/insurance/${planId}/calculatePrice`,
      { profile: pricedProfile(profile), productType },
      { signal, retry: { ...PRODUCT_RETRY, message: 'Error al obtener el precio del producto para el perfil' } },
    )
    .then((answer) => answer.data);

/** The API prices the members; contact data the form may carry stays on the visitor's machine. */
const pricedProfile = ({ cotizante, cargas, mascota, colectivo }: Profile) => ({
  cotizante,
  cargas,
  mascota,
  colectivo,
});

/** The plan's price for the entered profile; no request (status 'not-found') without a profile. */
export const usePlanPrice = (planId: number, profile: Profile | null, productType: string) =>
  useApiRequest(profile ? `${planId}:${productType}:${JSON.stringify(profile)}` : null, (signal) =>
    calculatePlanPrice(planId, profile!, productType, signal),
  );
