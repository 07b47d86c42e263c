import type { ApiClient } from '../api/api-client';
import type { ApiBody } from '../api/api-paths';
import type { OutboxEntry } from './outbox-entry';

/**
 * The lead calls an entry names. An entry is read back from localStorage (an earlier visit's, maybe an older build's),
 * so its path and body are what was stored; the API checks both, and its answer is the lead of one of these calls.
 */
export type OutboxPath = '/contactos' | '/solicitarplans' | '/seguro-adicional/solicitar';

/** One attempt of an entry: POST its body with its Idempotency-Key; the stored lead. */
export const postEntry = async (client: ApiClient, entry: OutboxEntry) =>
  (
    await client.post(entry.path as OutboxPath, entry.body as ApiBody<'post', OutboxPath>, {
      idempotencyKey: entry.id,
    })
  ).data;
