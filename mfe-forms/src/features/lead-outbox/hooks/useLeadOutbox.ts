import { useLayoutEffect, useRef, useState } from 'react';
import {
  getOutbox,
  getSupportEmail,
  isSettled,
  leadAttributionInfo,
  useOutboxEntry,
  type LeadAnswer,
  type OutboxEntryState,
  type OutboxKind,
} from '@qs/shared';
import { useIdempotencyKey } from './useIdempotencyKey';

/** What a lead form tells the visitor about its request. */
export type LeadSendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /**
   * Kept in this browser after a send that may pass (network, 5xx): retried automatically.
   * `failures`: attempts that failed so far; `lastError` the last one's text.
   */
  | { kind: 'queued'; failures: number; lastError?: string }
  /** `lead` is absent when another tab of the visitor delivered it. */
  | { kind: 'sent'; lead?: LeadAnswer }
  /** `reason`: the API's own message when it refused the data (400); else the product's failure text applies (docs/product/forms.md#contact-widget). */
  | { kind: 'failed'; supportEmail: string; reason?: string };

export interface LeadOutboxOptions {
  kind: OutboxKind;
  /** API path, e.g. '/contactos'. */
  path: string;
  /** What is logged when the request fails ('Error en solicitud de contacto.') (docs/product/forms.md#lead-outbox). */
  logMessage: string;
  onSent?: (lead: LeadAnswer | undefined) => void;
}

const visible = (entry: OutboxEntryState): LeadSendStatus | null => {
  if (entry.status === 'sending') return { kind: 'sending' };
  if (entry.status === 'queued' || entry.status === 'retrying')
    return { kind: 'queued', failures: entry.attempts, lastError: entry.lastError };
  if (entry.status === 'sent') return { kind: 'sent', lead: entry.answer };
  return null; // refused / failed / expired: shown once the support e-mail is known
};

/**
 * A lead form's send through the page's outbox (docs/adr/0005-lead-outbox.md). The Idempotency-Key
 * belongs to the body: the same data again sends the kept entry again now; changed data replaces a
 * pending entry with a new one (new key), so one form never leaves two requests behind.
 */
export const useLeadOutbox = ({ kind, path, logMessage, onSent }: LeadOutboxOptions) => {
  const idempotency = useIdempotencyKey();
  const [entryId, setEntryId] = useState<string | null>(null);
  const [failure, setFailure] = useState<LeadSendStatus | null>(null);
  const entry = useOutboxEntry(entryId);
  const handled = useRef<string | null>(null);
  const reported = useRef<string | null>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  // Layout effect: the form is reset and the advisor shown in the same paint as the success text.
  useLayoutEffect(() => {
    if (!entry) return;
    if (entry.status === 'queued' && reported.current !== entry.id) {
      reported.current = entry.id; // docs/product/forms.md#lead-outbox: a failed send is logged (once per request)
      console.error(logMessage, entry.lastError);
    }
    if (!isSettled(entry) || handled.current === entry.id) return;
    handled.current = entry.id;
    if (entry.status === 'sent') {
      idempotency.forget(); // the next fill is a new request
      onSentRef.current?.(entry.answer);
      return;
    }
    // A 422 means the key was used with other data: the next send needs a new one.
    if (entry.refusal?.status === 422) idempotency.forget();
    if (reported.current !== entry.id) console.error(logMessage, entry.refusal ?? entry.lastError);
    const reason = entry.refusal?.status === 400 ? entry.refusal.message : undefined;
    let current = true;
    void getSupportEmail().then((supportEmail) => current && setFailure({ kind: 'failed', supportEmail, reason }));
    return () => {
      current = false;
    };
  }, [entry, idempotency, logMessage]);

  /** Keeps the request in the outbox and sends it; returns its id (the Idempotency-Key). */
  const send = (payload: object): string => {
    const id = idempotency.keyFor(payload);
    if (entryId && entryId !== id && !isSettled(getOutbox().get(entryId) ?? { status: 'sent' }))
      getOutbox().discard(entryId);
    setFailure(null);
    handled.current = null;
    // The attribution history travels with the request; the key is decided on the visitor's data alone,
    // and a resend under the same key carries the very body sent before (the API compares them).
    const body = getOutbox().get(id)?.body ?? { ...payload, leadAttributionInfo: leadAttributionInfo() };
    getOutbox().submit({ id, kind, path, body });
    setEntryId(id);
    return id;
  };

  const status: LeadSendStatus = (entry && visible(entry)) ?? failure ?? { kind: 'idle' };
  const clear = () => {
    setFailure(null);
    if (entry && isSettled(entry)) setEntryId(null);
  };
  return { status, send, clear };
};
