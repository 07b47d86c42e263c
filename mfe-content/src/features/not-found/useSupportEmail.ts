import { apiClient, useApiRequest } from '@qs/shared';

export const FALLBACK_SUPPORT_EMAIL = 'contacto@quieroseguro.co';

interface ContactInformation {
  type: string;
  name: string;
  info: string;
}

/** Seed 001 §7: the third contact-information entry supplies the support e-mail. */
export const useSupportEmail = (): string => {
  const { state } = useApiRequest('contact-informations', (signal) =>
    apiClient.get<{ data: ContactInformation[] }>('/contactInformations', {}, { cache: true, signal }),
  );
  return (state.status === 'ready' && state.value.data[2]?.info) || FALLBACK_SUPPORT_EMAIL;
};
