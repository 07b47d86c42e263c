import { createHmac, randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  cardNumberProblem,
  CARD_MESSAGES,
  expiryProblem,
  lastFourOf,
  securityCodeProblem,
} from '@qs/contract';
import type { Db } from '../db/open';
import { HttpError, badRequest, notFound } from '../http/errors';
import { canonicalJson } from '../store/leads';
import { chargesOf, applyEvent, paymentViewOf, purchaseWithSession, type PurchaseRow } from './purchases';
import type { ChargeOutcome, PaymentNotification, PaymentProvider } from './sandbox-provider';

export interface CardInput {
  holderName: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
}

/** The card's fields by the rules the browser checks too; 400 with the first broken rule's text. */
export const checkCard = (card: CardInput, now: Date): void => {
  const number = cardNumberProblem(card.cardNumber);
  if (number) throw badRequest(number === 'required' ? CARD_MESSAGES.required : CARD_MESSAGES.number[number]);
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) throw badRequest(expiry === 'required' ? CARD_MESSAGES.required : CARD_MESSAGES.expiry[expiry]);
  const code = securityCodeProblem(card.securityCode);
  if (code) throw badRequest(code === 'required' ? CARD_MESSAGES.required : CARD_MESSAGES.securityCode[code]);
};

const EVENT_OF = { approved: 'payment-approved', rejected: 'payment-rejected', pending: 'payment-pending' } as const;

const attemptOf = (db: Db, purchaseId: string, key: string) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const KEY_REUSED_MESSAGE =
  'Esta Idempotency-Key ya se usó con otros datos de pago. Genera una nueva para intentar un pago distinto.';

/**
 * What makes two payment bodies the same payment: the parsed body in canonical form (key order does not count, nor
 * how the card's number is spaced), as an HMAC keyed with the purchase link's session. The database keeps only the
 * session's hash, so the fingerprint stored with the attempt cannot be tried against guessed card numbers and codes.
 */
export const paymentFingerprint = (card: CardInput, session: string): string =>
  createHmac('sha256', session)
    .update(canonicalJson({ ...card, cardNumber: cardDigits(card.cardNumber) }))
    .digest('hex');

type AttemptRow = NonNullable<Awaited<ReturnType<typeof attemptOf>>>;

/**
 * The attempt a key already has, answered again only for the same body; other data under the key is a 422, as on
 * the leads. An attempt stored before bodies were fingerprinted (migration 0011) is compared by what it kept of the
 * card: the same brand and last four digits replay, another card is refused.
 */
const replayOf = (attempt: AttemptRow, card: CardInput, print: string) => {
  const digits = cardDigits(card.cardNumber);
  const same =
    attempt.body_fingerprint === null
      ? cardBrand(digits) === attempt.brand && lastFourOf(digits) === attempt.last_four
      : attempt.body_fingerprint === print;
  if (!same) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return { payment: paymentViewOf(attempt), replayed: true };
};

/**
 * One payment attempt (docs/adr/0019-online-purchase.md): the card checked, the amount computed here, the attempt
 * stored under its idempotency key **before** the provider is asked (a second request with the key and the same body
 * finds it and charges nothing; with another body it is refused), then the provider's outcome stored and the
 * purchase moved. The card's number and code are passed to the provider and never stored or logged: the attempt
 * keeps the brand, the last four digits and the body's keyed fingerprint.
 */
export const pay = async (
  db: Db,
  provider: PaymentProvider,
  row: PurchaseRow,
  card: CardInput,
  { key, session }: { key: string; session: string },
  now: Date,
) => {
  const print = paymentFingerprint(card, session);
  const existing = await attemptOf(db, row.id, key);
  if (existing) return replayOf(existing, card, print);
  if (row.kind !== 'person' || row.step !== 'payment' || Number(row.lead_status) !== 500)
    throw new HttpError(409, 'Esta compra no está esperando un pago.');
  if (row.payment_state === 'PENDING')
    throw new HttpError(409, 'Tu pago anterior está pendiente: te avisaremos en cuanto se confirme.');
  checkCard(card, now);
  const charge = (await chargesOf(db, row, now)).find((candidate) => candidate.periodicity === row.periodicity)!;
  const digits = cardDigits(card.cardNumber);
  // checkCard has refused any other brand.
  const brand = cardBrand(digits) ?? 'visa';
  const lastFour = lastFourOf(digits);
  const id = `pay_${randomBytes(12).toString('base64url')}`;
  const time = now.getTime();
  const inserted = await db
    .insertInto('payment_attempts')
    .values({
      id,
      purchase_id: row.id,
      idempotency_key: key,
      created_at: time,
      periodicity: row.periodicity,
      // The columns of a fee stay (older attempts keep theirs); the visitor pays no fee.
      subtotal: charge.subtotal,
      fee: 0,
      fee_tax: 0,
      total: charge.total,
      brand,
      last_four: lastFour,
      provider: provider.name,
      provider_payment_id: null,
      status: 'processing',
      status_detail: null,
      settled_at: null,
      body_fingerprint: print,
    })
    .onConflict((conflict) => conflict.columns(['purchase_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  // Another request with the same key stored its attempt first (a double click): answer that one, if it is the same.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const first = await attemptOf(db, row.id, key);
    if (first) return replayOf(first, card, print);
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await provider.charge({
      idempotencyKey: `${row.id}:${key}`,
      amount: charge.total,
      currency: 'COP',
      holderName: card.holderName,
      brand,
      lastFour,
      description: `Compra ${row.product_code}`,
    });
  } catch {
    await db
      .updateTable('payment_attempts')
      .set({ status: 'rejected', status_detail: 'bank_error', settled_at: time })
      .where('id', '=', id)
      .execute();
    return { payment: paymentViewOf((await attemptOf(db, row.id, key))!), replayed: false };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_attempts')
      .set({
        provider_payment_id: outcome.providerPaymentId,
        status: outcome.status,
        status_detail: outcome.statusDetail,
        settled_at: outcome.status === 'pending' ? null : time,
      })
      .where('id', '=', id)
      .execute();
    await applyEvent(trx, row, { type: EVENT_OF[outcome.status] }, time);
  });
  return { payment: paymentViewOf((await attemptOf(db, row.id, key))!), replayed: false };
};

/**
 * The provider's notification for a payment it left pending: the attempt and the purchase move to its outcome.
 * A notification for an attempt already settled (sent twice) changes nothing; an unknown payment is 404.
 */
export const settlePayment = async (db: Db, notification: PaymentNotification, time: number): Promise<void> => {
  const attempt = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider_payment_id', '=', notification.providerPaymentId)
    .executeTakeFirst();
  if (!attempt) throw new HttpError(404, 'Pago desconocido');
  if (attempt.status !== 'pending') return;
  await db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('payment_attempts')
      .set({ status: notification.status, status_detail: notification.statusDetail, settled_at: time })
      .where('id', '=', attempt.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) === 0) return;
    const row = await trx
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', attempt.purchase_id)
      .executeTakeFirstOrThrow();
    await applyEvent(trx, row, { type: EVENT_OF[notification.status] }, time);
  });
};

/**
 * A payment attempt by its id, for whoever holds its purchase's link (the `qppayment` outlet's payment view).
 * An unknown payment and a link of another purchase are the same 404: the answer never says a payment exists.
 */
export const paymentWithSession = async (db: Db, paymentId: string, session: string | undefined) => {
  const attempt = await db.selectFrom('payment_attempts').selectAll().where('id', '=', paymentId).executeTakeFirst();
  const row =
    attempt &&
    (await purchaseWithSession(db, attempt.purchase_id, session).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }));
  if (!attempt || !row) throw notFound('Pago no encontrado');
  return { payment: paymentViewOf(attempt), row };
};
