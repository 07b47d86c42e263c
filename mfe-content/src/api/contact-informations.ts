import { apiClient } from '@qs/shared';

/** An entry of the contact-information service (seed 000 §3; seed 002: groups contacto and red_social). */
export interface ContactInformation {
  type: 'contacto' | 'red_social' | string;
  name: string;
  info: string;
  link?: string;
  icon?: string;
}

/** GET /api/contactInformations, a shared GET cached for 5 minutes. */
export const getContactInformations = async (signal?: AbortSignal): Promise<ContactInformation[]> => {
  const answer = await apiClient.get<{ data?: ContactInformation[] }>('/contactInformations', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};
