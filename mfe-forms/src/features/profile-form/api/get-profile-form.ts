import { apiClient, useApiRequest, type ProfileFormDefinition } from '@qs/shared';

/** GET /profile-form/form — cached: the definition changes with deployments, not per visit. */
export const getProfileForm = async (productType: string, signal?: AbortSignal): Promise<ProfileFormDefinition> => {
  const answer = await apiClient.get('/profile-form/form', { productTypeName: productType }, { cache: true, signal });
  return answer.data.profileForm;
};

/** The definition of one product type's form, with loading/error state and retry. */
export const useProfileFormDefinition = (productType: string) =>
  useApiRequest(`profile-form:${productType}`, (signal) => getProfileForm(productType, signal));
