import { apiClient, PRODUCT_RETRY } from '@qs/shared';
import type { Country } from '../model/countries';

/** The country list (docs/product/forms.md#field-types): GET /country, shared and cached 5 minutes by the API client. */
export const getCountries = async (): Promise<Country[]> => {
  const answer = await apiClient.get(
    '/country',
    {},
    { cache: true, retry: { ...PRODUCT_RETRY, message: 'Error al obtener los paises' } },
  );
  return Array.isArray(answer?.data) ? answer.data : [];
};
