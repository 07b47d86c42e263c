import { ApiError } from '../api/api-error';
import type { LeadAnswer } from '../domain/lead';

/** The lead calls the outbox carries (the API keeps one lead per kind and Idempotency-Key). */
export type OutboxKind = 'contact' | 'plan_request' | 'additional_insurance';

/** One submission as it is kept in localStorage until the API confirms it. */
export interface OutboxEntry {
  /** The Idempotency-Key: every attempt of this entry carries it, so the API stores it once. */
  id: string;
  kind: OutboxKind;
  /** API path under the client's base, e.g. '/contactos'. */
  path: string;
  body: unknown;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch milliseconds of the next automatic attempt. */
  nextAttemptAt: number;
  lastError?: string;
}

/**
 * What a visitor can be told about an entry:
 * - `sending`: the first send, including the product's quick retries of a plan request;
 * - `queued`: that send failed for a reason that may pass (network, 5xx, 408, 429): kept, retried later;
 * - `retrying`: a later attempt is on its way;
 * - `sent`: the API confirmed it (2xx) — `answer` is the lead, absent when another tab delivered it;
 * - `refused`: the API refused the data (4xx other than 408/429) — `refusal` has its message;
 * - `failed`: the browser could not save it and the send failed: nothing is kept, the visitor must be told;
 * - `expired`: it waited longer than OUTBOX_MAX_AGE_MS and was dropped.
 */
export type OutboxStatus = 'sending' | 'queued' | 'retrying' | 'sent' | 'refused' | 'failed' | 'expired';

export interface OutboxEntryState extends OutboxEntry {
  status: OutboxStatus;
  /** Written to localStorage (false: storage unavailable, the entry lives only in this page). */
  durable: boolean;
  /** Read from storage (an earlier visit or another tab) rather than submitted in this page. */
  restored: boolean;
  /** Attempts made by this page (a restored entry still pending after one: tell the visitor). */
  pageAttempts: number;
  answer?: LeadAnswer;
  refusal?: { status: number; message: string };
}

export const SETTLED: ReadonlySet<OutboxStatus> = new Set(['sent', 'refused', 'failed', 'expired']);
export const isSettled = (state: Pick<OutboxEntryState, 'status'>): boolean => SETTLED.has(state.status);

/** A request older than this is dropped rather than sent: the visitor has surely moved on (designed). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_CAP_MS = 60_000;
/** ± share of the delay, so many visitors coming back online do not retry in step. */
export const BACKOFF_JITTER = 0.2;

/**
 * Product rule (docs/product/forms.md#lead-outbox): a plan request is retried twice, 1500 ms apart. Those tries are the visitor's
 * "send"; only after them is the request reported as saved and put on the slower schedule.
 */
export const FIRST_SEND_RETRIES: Record<OutboxKind, { times: number; delayMs: number }> = {
  contact: { times: 0, delayMs: 0 },
  plan_request: { times: 2, delayMs: 1500 },
  // The additional-insurance request: 'retried twice' too (docs/product/forms.md#additional-insurance).
  additional_insurance: { times: 2, delayMs: 1500 },
};

/**
 * Delay before the next attempt after `failures` failed ones: the product's quick retries first, then
 * 2 s, 4 s, 8 s … capped at 60 s, each ±20 %.
 */
export const retryDelay = (kind: OutboxKind, failures: number, random: () => number = Math.random): number => {
  const quick = FIRST_SEND_RETRIES[kind];
  if (failures <= quick.times) return quick.delayMs;
  const step = failures - quick.times - 1;
  const base = Math.min(BACKOFF_BASE_MS * 2 ** step, BACKOFF_CAP_MS);
  const jittered = base * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random());
  return Math.round(Math.min(jittered, BACKOFF_CAP_MS));
};

/** Within the first send: the attempt count still inside the product's quick retries. */
export const inFirstSend = (kind: OutboxKind, failures: number): boolean => failures <= FIRST_SEND_RETRIES[kind].times;

/**
 * A 4xx other than 408 (timeout) and 429 (too many requests) is the API's final word on the data:
 * resending the same body cannot succeed. Network errors, 5xx, 408 and 429 may pass.
 */
export const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

export const errorText = (error: unknown): string => {
  if (error instanceof ApiError) return `${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
};

const KINDS: ReadonlySet<string> = new Set<OutboxKind>(['contact', 'plan_request', 'additional_insurance']);

/** Storage is outside this code's control: only well-formed entries are trusted. */
export const isOutboxEntry = (value: unknown): value is OutboxEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    entry.id.length > 0 &&
    typeof entry.kind === 'string' &&
    KINDS.has(entry.kind) &&
    typeof entry.path === 'string' &&
    entry.path.startsWith('/') &&
    typeof entry.createdAt === 'number' &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    'body' in entry
  );
};
