import { getContactInformations, supportEmailOf, useApiRequest, FALLBACK_SUPPORT_EMAIL } from '@qs/shared';

/** Seed 001 §7: the third contact-information entry supplies the support e-mail. */
export const useSupportEmail = (): string => {
  const { state } = useApiRequest('contact-informations', getContactInformations);
  return state.status === 'ready' ? supportEmailOf(state.value) : FALLBACK_SUPPORT_EMAIL;
};
