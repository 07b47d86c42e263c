import { apiClient, paths, type Profile } from '@qs/shared';

/**
 * docs/product/api.md#shared-links: POST api/buscarplanes/sharedinsurance {url, decodedProfile} gives the link; the address the
 * visitor copies is {origin}/url/{link}. The API answers the same link for the same view and profile.
 */
export const createSharedLink = async (url: string, profile: Profile | null, origin: string): Promise<string> => {
  const { data } = await apiClient.post('/buscarplanes/sharedinsurance', {
    url,
    decodedProfile: profile,
  });
  return `${origin}${paths.sharedLink.getHref(data.link)}`;
};
