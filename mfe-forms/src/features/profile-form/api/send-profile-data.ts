import { apiClient, readSwitches, type Profile } from '@qs/shared';

/**
 * Records the submitted profile for the business (fire and forget: the visitor never waits
 * for it or sees its failure). Staff browsing with the internal-traffic switch are not recorded.
 */
export const sendProfileData = (productType: string, profile: Profile): void => {
  if (readSwitches()['internal-traffic']) return;
  apiClient.post('/profile-form/data', { form: profile, productType: { name: productType } }).catch(() => undefined);
};
