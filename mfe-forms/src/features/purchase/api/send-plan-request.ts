import { apiClient, type LeadAnswer, type Profile } from '@qs/shared';

/** The API's plan request body (api/README.md: POST /api/solicitarplans, seed 002 §3 contents). */
export interface PlanRequestPayload {
  productCode: string;
  first_name: string;
  telefono: string;
  email: string;
  documento?: string;
  cantidadEmpleados?: number;
  mensaje?: string;
  perfil?: Profile;
  plan: { id: number; displayName: string; organization: string; price: number; url: string };
  hasOnlineOnboarding: boolean;
  isInternalTraffic: boolean;
  origin_url: string;
  originLead: { domain: string; subdomain: string; url: string };
}

/** Seed 002 §7: the plan request is retried twice (3 tries, 1500 ms apart, seed 002 §9). */
export const PLAN_REQUEST_RETRY = { times: 3, delayMs: 1500 };

/**
 * POST /solicitarplans. Every try carries the same Idempotency-Key, so a retry whose first
 * try was stored gets the same lead back instead of a second one.
 */
export const sendPlanRequest = async (payload: PlanRequestPayload, idempotencyKey: string): Promise<LeadAnswer> => {
  const answer = await apiClient.post<{ data: LeadAnswer }>('/solicitarplans', payload, { idempotencyKey, retry: PLAN_REQUEST_RETRY });
  return answer.data;
};
