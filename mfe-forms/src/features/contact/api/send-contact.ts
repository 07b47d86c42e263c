import type { ContactRequest } from '@qs/shared';

/** The contract's body: ContactRequest plus the business line the lead belongs to. */
export type ContactPayload = ContactRequest & { businessLine?: number };

/**
 * POST /contactos, sent through the page's outbox (`useLeadOutbox`): the same Idempotency-Key
 * again returns the first answer and stores nothing new.
 */
export const CONTACT_PATH = '/contactos';
