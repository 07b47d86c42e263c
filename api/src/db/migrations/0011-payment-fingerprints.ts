import type { Kysely } from 'kysely';

/**
 * A payment attempt keeps the fingerprint of the body its idempotency key came with, so the same key with other
 * data is refused (422) instead of answered with the first attempt (docs/adr/0019-online-purchase.md,
 * "Idempotency"). The fingerprint is an HMAC keyed with the purchase link's secret, which the database does not
 * hold: it reveals nothing of the card. Attempts stored before this migration have none (null) and are compared by
 * the card's brand and last four digits they kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('payment_attempts').addColumn('body_fingerprint', 'text').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const down = async (db: Kysely<any>) => {
  await db.schema.alterTable('payment_attempts').dropColumn('body_fingerprint').execute();
};

export const paymentFingerprints = { up, down };
