import { apiClient } from '@qs/shared';

/** A footer contact or social-network entry (GET /api/contactInformations). */
export interface ContactInformation {
  type: 'contacto' | 'red_social';
  name: string;
  info: string;
  link: string;
  icon?: string;
}

export const getContactInformations = async (signal: AbortSignal): Promise<ContactInformation[]> => {
  const answer = await apiClient.get<{ data?: ContactInformation[] }>('/contactInformations', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};
