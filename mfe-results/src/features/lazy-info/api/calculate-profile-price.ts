import { apiClient, type Profile } from '@qs/shared';
import type { ProfilePriceAnswer } from '../types';

/** Price for a profile (docs/product/results.md#lazy-card-info) by plan id and upper insurance type (answer field data). */
export const calculateProfilePrice = async (planId: number, profile: Profile, productType: string | undefined): Promise<ProfilePriceAnswer> => {
  const answer = await apiClient.post<{ data: ProfilePriceAnswer }>(`/insurance/${planId}/calculatePrice`, { profile, productType });
  return answer.data;
};

/** Only a profile with a partner or dependants is priced per card; one person's price is already the card's. */
export const needsProfilePrice = (profile: Profile | null): profile is Profile =>
  Boolean(profile && (profile.enPareja || profile.cotizante.length > 1 || profile.cargas.length > 0));
