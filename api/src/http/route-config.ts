import type { FieldMessages } from './validation-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The product's texts for this route's fields, used by the error handler. */
    messages?: FieldMessages;
    /** Cache-Control max-age of a successful GET; absent means no-store. */
    cacheSeconds?: number;
    /** The route stores what a visitor sends: it draws on the client's one lead budget (lead-budget.ts). */
    leadBudget?: boolean;
    /** The write route's body limit, as the 413 states it (set by the body policy; body-policy.ts). */
    policyBodyLimit?: number;
    /** A file upload: the raw body (application/octet-stream) may be this many bytes (body-policy.ts). */
    fileBytes?: number;
    /** The route reads its JSON body's exact text too (a signed webhook: `rawBodyOf`, body-policy.ts). */
    keepRawBody?: boolean;
    /** The route also takes its JSON as `text/plain` (a `navigator.sendBeacon` string), parsed by the same rules (body-policy.ts). */
    beaconBody?: boolean;
  }
}

export {};
