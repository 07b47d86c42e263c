import { apiClient, type CalculatedPrice, type Profile } from '@qs/shared';

/** Price for a profile (docs/product/results.md#lazy-card-info) by plan id and upper insurance type (answer field data). */
export const calculateProfilePrice = async (
  planId: number,
  profile: Profile,
  productType: string | undefined,
): Promise<CalculatedPrice> => {
  const answer = await apiClient.post(`/insurance/${planId}/calculatePrice`, {
    profile,
    productType,
  });
  return answer.data;
};

/** Only a profile with a partner or dependants is priced per card; one person's price is already the card's. */
export const needsProfilePrice = (profile: Profile | null): profile is Profile =>
  Boolean(profile && (profile.enPareja || profile.cotizante.length > 1 || profile.cargas.length > 0));
