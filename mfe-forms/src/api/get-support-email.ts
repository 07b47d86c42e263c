import { apiClient } from '@qs/shared';

export const FALLBACK_SUPPORT_EMAIL = 'contacto@quieroseguro.co';

interface ContactInformation {
  type: string;
  name: string;
  info: string;
}

/** Seed 001 §3: the third contact information entry is the support e-mail. Never fails. */
export const getSupportEmail = async (): Promise<string> => {
  try {
    const answer = await apiClient.get<{ data: ContactInformation[] }>('/contactInformations', {}, { cache: true });
    return answer.data[2]?.info || FALLBACK_SUPPORT_EMAIL;
  } catch {
    return FALLBACK_SUPPORT_EMAIL;
  }
};
