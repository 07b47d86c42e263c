import { useApiRequest } from '@qs/shared';
import { getProviders, getRequestOptions } from '../api/additional-insurance-api';

/** The institutions and departments the form offers (also rendered on the server). */
export const useRequestOptions = () => useApiRequest('seguro-adicional/opciones', getRequestOptions);

/** The providers of the chosen department; none asked before one is chosen. */
export const useProviders = (region: string) =>
  useApiRequest(region ? `globales/prestadores/${region}` : null, (signal) => getProviders(region, signal));
