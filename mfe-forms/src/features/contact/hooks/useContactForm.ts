import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, getEventBus, getSupportEmail, type ContactWidgetProps, type LeadAnswer } from '@qs/shared';
import type { LeadMessages } from '../../../lib/lead-fields';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { sendContact } from '../api/send-contact';
import { EMPTY_CONTACT, isGroupInsurance, makeContactSchema, type ContactValues } from '../model/contact-schema';
import { toContactPayload } from '../model/to-payload';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; lead: LeadAnswer }
  | { kind: 'failed'; supportEmail: string };

export interface ContactFormOptions extends Pick<ContactWidgetProps, 'productType' | 'productCode' | 'businessLine'> {
  /** `values`: what the visitor typed (the form is reset right after), e.g. for 'Comprar online'. */
  onSent?: (lead: LeadAnswer, values: ContactValues) => void;
}

/** A network failure or a 5xx: the server, not the visitor's data, is the problem. */
const isServerFailure = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Seed 001 §2 server-error box: shown once sends failed on the server this many times in a row. */
export const SERVER_FAILURES_FOR_BOX = 2;

/**
 * The contact form's state machine (seed 001 §4): idle → sending → sent (form reset) or
 * failed (values kept). A resend of the same data reuses its Idempotency-Key, so it cannot
 * create a second lead; changed data gets a new key (the API answers 422 to a reused one).
 */
export const useContactForm = ({ productType, productCode, businessLine, onSent }: ContactFormOptions) => {
  const { t } = useTranslation('forms');
  const isGroup = isGroupInsurance(productType);
  const schema = useMemo(() => makeContactSchema(isGroup, t('lead.errors', { returnObjects: true }) as LeadMessages), [isGroup, t]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: EMPTY_CONTACT });
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const [serverFailures, setServerFailures] = useState<{ count: number; last: unknown }>({ count: 0, last: null });
  const idempotency = useIdempotencyKey();
  const inFlight = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    // The button is disabled while sending; this also covers a second click in the same frame.
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      const payload = toContactPayload(values, { isGroup, productType, productCode, businessLine });
      const lead = await sendContact(payload, idempotency.keyFor(payload));
      idempotency.forget(); // the next fill is a new request
      form.reset(EMPTY_CONTACT);
      setStatus({ kind: 'sent', lead });
      setServerFailures({ count: 0, last: null });
      getEventBus().emit('contact/sent', { lead, productCode });
      onSent?.(lead, values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) idempotency.forget();
      console.error('Error en solicitud de contacto.', error);
      setServerFailures((failures) => (isServerFailure(error) ? { count: failures.count + 1, last: error } : { count: 0, last: null }));
      setStatus({ kind: 'failed', supportEmail: await getSupportEmail() });
    } finally {
      inFlight.current = false;
    }
  });

  /** The last server failure once they repeat, for the server-error box; null otherwise. */
  const serverError = serverFailures.count >= SERVER_FAILURES_FOR_BOX ? serverFailures.last : null;
  return { form, isGroup, status, submit, serverError, clearStatus: () => setStatus({ kind: 'idle' }) };
};

export type ContactFormState = ReturnType<typeof useContactForm>;
