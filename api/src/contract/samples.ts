import type { FastifyInstance, InjectOptions } from 'fastify';
import { ANALYTICS_SAMPLES } from './samples/analytics';
import { FEEDBACK_SAMPLES } from './samples/feedback';
import { CHAT_SAMPLES } from './samples/chat';
import { PURCHASE_SAMPLES } from './samples/purchase';
import { ADMIN_SAMPLES, LEAD_SAMPLES, SHARING_SAMPLES } from './samples/leads';
import { PLAN_SECTION_SAMPLES } from './samples/plan-sections';
import { DOCUMENT_SAMPLES } from './samples/documents';
import { PAYMENT_SAMPLES } from './samples/payment';
import { PLANS_SAMPLES } from './samples/plans';
import { CONTENT_SAMPLES } from './samples/content';
import { FORMS_SAMPLES } from './samples/forms';
import { PARTNERS_SAMPLES } from './samples/partners';
import { REFERENCE_SAMPLES } from './samples/reference';
import { SHELL_SAMPLES } from './samples/shell';
import { ADDITIONAL_INSURANCE_SAMPLES } from './samples/additional-insurance';

/**
 * One request per route that gets a success answer from the seeded catalogue. The contract test sends each
 * to the API twice, serialised by the response schemas and by JSON.stringify, and the answers must be the
 * same: a schema that misses a field would otherwise drop it silently. Keys are 'METHOD /route/:pattern'.
 */
export interface Sample {
  /** The request, or how to make it on the given app (after creating what it reads). */
  request: InjectOptions | ((app: FastifyInstance) => Promise<InjectOptions>);
  /** Fields that differ between two seeded databases by design (random links, clocks), replaced before comparing. */
  unstable?: readonly string[];
  /** The answer's status when it is not a success (the bare GET of a POST call answers 405). */
  status?: number;
}

export const SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/buscarplanes/notrobot': [{ request: { method: 'GET', url: '/api/buscarplanes/notrobot' }, status: 405 }],
  'GET /api/qp-version': [{ request: { method: 'GET', url: '/api/qp-version' } }],
  'GET /api/chat/available': [{ request: { method: 'GET', url: '/api/chat/available' } }],
  'GET /api/health': [{ request: { method: 'GET', url: '/api/health' } }],
  ...SHARING_SAMPLES,
  ...CHAT_SAMPLES,
  ...ADMIN_SAMPLES,
  ...LEAD_SAMPLES,
  ...SHELL_SAMPLES,
  ...CONTENT_SAMPLES,
  ...REFERENCE_SAMPLES,
  ...PARTNERS_SAMPLES,
  ...FORMS_SAMPLES,
  ...ADDITIONAL_INSURANCE_SAMPLES,
  'POST /api/client-errors': [
    {
      request: {
        method: 'POST',
        url: '/api/client-errors',
        payload: { kind: 'render', message: 'Se rompió', slice: 'results', status: 500 },
      },
    },
  ],
  ...ANALYTICS_SAMPLES,
  ...FEEDBACK_SAMPLES,
  ...PLAN_SECTION_SAMPLES,
  ...DOCUMENT_SAMPLES,
  ...PAYMENT_SAMPLES,
  ...PLANS_SAMPLES,
  // Last: its purchases become leads, which the admin list above would read with their random ids.
  ...PURCHASE_SAMPLES,
};
