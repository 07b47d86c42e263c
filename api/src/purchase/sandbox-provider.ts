import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '@qs/contract';
import type { RejectionDetail, StatusDetail } from './status-details';

/**
 * The payment provider interface and its built-in sandbox (docs/adr/0019-online-purchase.md). The API asks a
 * provider to charge a card by an idempotency key; the provider answers approved, rejected with a status detail,
 * or pending, and a pending payment is settled later by a signed notification (webhook) to the API.
 */
export interface CardCharge {
  /** One per payment attempt: the same key charges once, whatever the retries. */
  idempotencyKey: string;
  amount: number;
  currency: 'COP';
  holderName: string;
  brand: CardBrand;
  lastFour: string;
  description: string;
}

export type ChargeOutcome =
  | { providerPaymentId: string; status: 'approved'; statusDetail: 'accredited' }
  | { providerPaymentId: string; status: 'rejected'; statusDetail: RejectionDetail }
  | { providerPaymentId: string; status: 'pending'; statusDetail: 'pending_contingency' | 'pending_review_manual' };

/** What the provider's notification says about a payment it left pending. */
export interface PaymentNotification {
  providerPaymentId: string;
  status: 'approved' | 'rejected';
  statusDetail: StatusDetail;
}

export interface PaymentProvider {
  readonly name: string;
  charge(charge: CardCharge): Promise<ChargeOutcome>;
}

/**
 * The sandbox's outcomes by the cardholder's name, after the card providers' test conventions: the first word
 * decides. Any other name is approved (a person trying the site with their own name gets through).
 */
export const SANDBOX_HOLDERS: Record<
  string,
  | { status: 'rejected'; statusDetail: RejectionDetail }
  | {
      status: 'pending';
      statusDetail: 'pending_contingency' | 'pending_review_manual';
      settles: PaymentNotification['status'];
    }
> = {
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
  CARD: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_card_number' },
  INST: { status: 'rejected', statusDetail: 'cc_rejected_invalid_installments' },
  DUPL: { status: 'rejected', statusDetail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', statusDetail: 'cc_rejected_card_disabled' },
  ATTE: { status: 'rejected', statusDetail: 'cc_rejected_max_attempts' },
  BLAC: { status: 'rejected', statusDetail: 'cc_rejected_blacklist' },
  BANK: { status: 'rejected', statusDetail: 'rejected_by_bank' },
  // Pending: approved by the notification a moment later (CONT), or rejected after a review (REVI).
  CONT: { status: 'pending', statusDetail: 'pending_contingency', settles: 'approved' },
  REVI: { status: 'pending', statusDetail: 'pending_review_manual', settles: 'rejected' },
};

/** The detail a settled review rejects with. */
const REVIEW_REJECTION: RejectionDetail = 'cc_rejected_high_risk';

/** How a notification is signed: `t={unix ms},v1={hex HMAC-SHA256 of "t.body"}` with the secret the API and the provider share. */
export const SIGNATURE_HEADER = 'x-qs-signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export const signNotification = (secret: string, body: string, time: number): string =>
  `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;

/** Whether a notification's signature is the secret's, made within the tolerance of `now` (a replay later is refused). */
export const verifyNotification = (secret: string, header: string | undefined, body: string, now: number): boolean => {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const time = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isFinite(time) || Math.abs(now - time) > SIGNATURE_TOLERANCE_MS || !/^[0-9a-f]{64}$/.test(given))
    return false;
  const expected = signNotification(secret, body, time).split('v1=')[1]!;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
};

export interface SandboxOptions {
  /** Sends a signed notification to the API (its webhook route); the sandbox calls it once a pending payment settles. */
  notify: (body: string, signature: string) => Promise<void>;
  secret: string;
  /** How long a pending payment waits before it settles. */
  settleAfterMs?: number;
  now?: () => number;
}

/**
 * The built-in sandbox provider: no network, outcomes by the cardholder's name, one outcome per idempotency key
 * (a retried request gets the first answer, as a real provider's idempotency does), and pending payments settled
 * by a signed notification after `settleAfterMs`.
 */
export const createSandboxProvider = ({
  notify,
  secret,
  settleAfterMs = 3_000,
  now = Date.now,
}: SandboxOptions): PaymentProvider & { settled: () => Promise<void> } => {
  const byKey = new Map<string, ChargeOutcome>();
  const settling = new Set<Promise<void>>();
  const settle = (notification: PaymentNotification) => {
    const body = JSON.stringify(notification);
    const sending = new Promise<void>((done) => setTimeout(done, settleAfterMs).unref())
      .then(() => notify(body, signNotification(secret, body, now())))
      .catch(() => undefined) // the API was away: the payment stays pending until the API asks (not in the sandbox)
      .finally(() => settling.delete(sending));
    settling.add(sending);
  };
  return {
    name: 'sandbox',
    async charge(charge) {
      const known = byKey.get(charge.idempotencyKey);
      if (known) return known;
      const providerPaymentId = `sbx_${randomBytes(9).toString('base64url')}`;
      const rule = SANDBOX_HOLDERS[charge.holderName.trim().split(/\s+/)[0]!.toUpperCase()];
      let outcome: ChargeOutcome;
      if (!rule) outcome = { providerPaymentId, status: 'approved', statusDetail: 'accredited' };
      else if (rule.status === 'rejected')
        outcome = { providerPaymentId, status: 'rejected', statusDetail: rule.statusDetail };
      else {
        outcome = { providerPaymentId, status: 'pending', statusDetail: rule.statusDetail };
        settle(
          rule.settles === 'approved'
            ? { providerPaymentId, status: 'approved', statusDetail: 'accredited' }
            : { providerPaymentId, status: 'rejected', statusDetail: REVIEW_REJECTION },
        );
      }
      byKey.set(charge.idempotencyKey, outcome);
      return outcome;
    },
    /** Waits for every notification on its way (tests; a closing API). */
    settled: async () => {
      await Promise.all([...settling]);
    },
  };
};
