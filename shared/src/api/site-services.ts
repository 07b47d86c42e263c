import { apiClient } from './api-client';
import type { BusinessLine, ContactInformation, MenuItem } from './contract';

// Site-wide services several slices show. They are shared GETs cached for 5 minutes by the one
// API client of the page, so the header, the footer and a slice's page make a single call.

/** GET /api/menu: the top-level menu items. */
export const getMenu = async (signal?: AbortSignal): Promise<MenuItem[]> => {
  const answer = await apiClient.get('/menu', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};

/** GET /api/contactInformations: contact channels and social networks. */
export const getContactInformations = async (signal?: AbortSignal): Promise<ContactInformation[]> => {
  const answer = await apiClient.get('/contactInformations', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};

export const FALLBACK_SUPPORT_EMAIL = 'contacto@quieroseguro.co';

/** The third contact-information entry is the support e-mail (docs/product/forms.md#site-services). */
export const supportEmailOf = (entries: readonly ContactInformation[]): string =>
  entries[2]?.info || FALLBACK_SUPPORT_EMAIL;

/** The support e-mail for an error message: never fails (the fallback when the service does). */
export const getSupportEmail = async (): Promise<string> => {
  try {
    return supportEmailOf(await getContactInformations());
  } catch {
    return FALLBACK_SUPPORT_EMAIL;
  }
};

/** GET /api/businessLines: the lines of business, with what a lead of each is worth and the paths whose leads it gets. */
export const getBusinessLines = async (signal?: AbortSignal): Promise<BusinessLine[]> => {
  const answer = await apiClient.get('/businessLines', {}, { cache: true, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
};
