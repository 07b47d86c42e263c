import { apiClient, type DataRightsOutcome } from '@qs/shared';
import type { DataRightsKind } from '../model/data-rights-schema';

/** POST /api/data-rights/requests: the API e-mails the one-time link; the same answer whether the address has data or not. */
export const sendDataRightsRequest = async (body: {
  email: string;
  kind: DataRightsKind;
  details?: string;
}): Promise<string> => (await apiClient.post('/data-rights/requests', body)).data.message;

/** POST /api/data-rights/confirm: executes the request of the link's token (once). */
export const confirmDataRightsRequest = async (token: string): Promise<DataRightsOutcome> =>
  (await apiClient.post('/data-rights/confirm', { token })).data;
