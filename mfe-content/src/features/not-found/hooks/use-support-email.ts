import { getContactInformations, supportEmailOf, useApiRequest, FALLBACK_SUPPORT_EMAIL } from '@qs/shared';

/** The third contact-information entry supplies the support e-mail (docs/product/content.md#not-found). */
export const useSupportEmail = (): string => {
  const { state } = useApiRequest('contact-informations', getContactInformations);
  return state.status === 'ready' ? supportEmailOf(state.value) : FALLBACK_SUPPORT_EMAIL;
};
