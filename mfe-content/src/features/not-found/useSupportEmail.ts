import { useApiRequest } from '@qs/shared';
import { getContactInformations } from '../../api/contact-informations';

export const FALLBACK_SUPPORT_EMAIL = 'contacto@quieroseguro.co';

/** Seed 001 §7: the third contact-information entry supplies the support e-mail. */
export const useSupportEmail = (): string => {
  const { state } = useApiRequest('contact-informations', getContactInformations);
  return (state.status === 'ready' && state.value[2]?.info) || FALLBACK_SUPPORT_EMAIL;
};
