import { apiClient, type PrivacyPolicy } from '@qs/shared';

/** The request's key in the page's carried answers (useApiRequest). */
export const PRIVACY_POLICY_KEY = 'privacy-policy';

/** GET /api/privacy-policy: the policy in force, whose one copy the API keeps (docs/security.md#data-authorisation). */
export const getPrivacyPolicy = async (signal?: AbortSignal): Promise<PrivacyPolicy> =>
  (await apiClient.get('/privacy-policy', {}, { cache: true, signal })).data;
