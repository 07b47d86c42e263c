import { apiClient, PRODUCT_RETRY, type DataAuthorisation, type LeadAnswer, type ApiBody } from '@qs/shared';

// The API's additional-insurance calls (docs/product/api.md#additional-insurance), typed here: the answers are this
// feature's alone.

/** The visitor's current health plan: an EPS or a prepaid medicine company. */
export interface Institution {
  id: number;
  code: string;
  displayName: string;
  type: string;
  typeAlias: string;
}

/** A department (DANE code) with providers. */
export interface ProviderRegion {
  regionNumero: string;
  regionNombre: string;
  prestadores: number;
}

/** A clinic or hospital. */
export interface Provider {
  id: number;
  nombre: string;
  tipo: 'clinica' | 'hospital' | 'centro-medico';
  ciudad: string;
  regionNumero: string;
  regionNombre: string;
}

export interface RequestOptions {
  institutions: Institution[];
  regions: ProviderRegion[];
}

/** The body of POST /api/seguro-adicional/solicitar. */
export interface AdditionalInsurancePayload {
  institucion: string;
  cobertura: string;
  regionNumero: string;
  prestador?: number;
  asegurados: number;
  first_name: string;
  documento: string;
  telefono: string;
  email: string;
  mensaje?: string;
  isInternalTraffic: boolean;
  origin_url: string;
  originLead: { domain: string; subdomain: string; url: string };
  autorizacionDatos: DataAuthorisation;
}

/** What solicitar answers: the lead, and the secret that lets this browser add details to it. */
export type AdditionalInsuranceLead = LeadAnswer & { secreto?: string };

/** The body of POST api/seguro-adicional/update, as the API's document gives it. */
export type RequestUpdate = ApiBody<'post', '/seguro-adicional/update'>;

/** POST api/seguro-adicional/solicitar, sent through the page's outbox ("retried twice", 1500 ms apart). */
export const ADDITIONAL_INSURANCE_PATH = '/seguro-adicional/solicitar';

/** The institutions and the departments with providers, each tried 3 times 1500 ms apart and cached. */
export const getRequestOptions = async (signal: AbortSignal): Promise<RequestOptions> => {
  const [institutions, regions] = await Promise.all([
    apiClient.get(
      '/seguro-adicional/instituciones',
      {},
      { signal, cache: true, retry: { ...PRODUCT_RETRY, message: 'Error al obtener las instituciones' } },
    ),
    apiClient.get(
      '/seguro-adicional/prestadores',
      {},
      { signal, cache: true, retry: { ...PRODUCT_RETRY, message: 'Error al obtener las regiones' } },
    ),
  ]);
  return { institutions: institutions.data, regions: regions.data };
};

/** The providers of one department (GET /api/globales/prestadores?regionNumero). */
export const getProviders = async (regionNumero: string, signal: AbortSignal): Promise<Provider[]> =>
  (
    await apiClient.get(
      '/globales/prestadores',
      { regionNumero },
      { signal, cache: true, retry: { ...PRODUCT_RETRY, message: 'Error al obtener los prestadores' } },
    )
  ).data;

/** POST api/seguro-adicional/update: the visitor's details added to their request. */
export const sendRequestUpdate = async (update: RequestUpdate): Promise<void> => {
  await apiClient.post('/seguro-adicional/update', update);
};

/** The secret of an answer this page received (absent when another tab delivered the request). */
export const secretOf = (lead: LeadAnswer | undefined): string | null => {
  const secret = (lead as AdditionalInsuranceLead | undefined)?.secreto;
  return typeof secret === 'string' && secret !== '' ? secret : null;
};
