import type { DataAuthorisation, Profile } from '@qs/shared';

/** The API's plan request body (docs/api/routes.md: POST /api/solicitarplans; docs/product/forms.md#online-purchase). */
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
  /** The visitor's data authorisation (docs/security.md#data-authorisation). */
  autorizacionDatos: DataAuthorisation;
}

/**
 * POST /solicitarplans, sent through the page's outbox. "Retried twice" (1500 ms apart, docs/product/forms.md#online-purchase)
 * is the outbox's first send for this kind (FIRST_SEND_RETRIES in @qs/shared); every try carries the
 * same Idempotency-Key, so a retry whose first try was stored gets the same lead back.
 */
export const PLAN_REQUEST_PATH = '/solicitarplans';
