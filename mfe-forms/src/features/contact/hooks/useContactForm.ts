import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { getEventBus, type ContactWidgetProps, type LeadAnswer } from '@qs/shared';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getSupportEmail } from '../api/get-support-email';
import { sendContact } from '../api/send-contact';
import { EMPTY_CONTACT, isGroupInsurance, makeContactSchema, type ContactMessages } from '../model/contact-schema';
import { toContactPayload } from '../model/to-payload';

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; lead: LeadAnswer }
  | { kind: 'failed'; supportEmail: string };

export interface ContactFormOptions extends Pick<ContactWidgetProps, 'productType' | 'productCode' | 'businessLine'> {
  onSent?: (lead: LeadAnswer) => void;
}

/**
 * The contact form's state machine (seed 001 §4): idle → sending → sent (form reset) or
 * failed (values kept, same idempotency key, so a retry cannot create a second lead).
 */
export const useContactForm = ({ productType, productCode, businessLine, onSent }: ContactFormOptions) => {
  const { t } = useTranslation('forms');
  const isGroup = isGroupInsurance(productType);
  const schema = useMemo(
    () => makeContactSchema(isGroup, t('contact.errors', { returnObjects: true }) as ContactMessages),
    [isGroup, t],
  );
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: EMPTY_CONTACT });
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    // The button is disabled while sending; this also covers a second click in the same frame.
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      const payload = toContactPayload(values, { isGroup, productType, productCode, businessLine });
      const lead = await sendContact(payload, idempotencyKey.current);
      idempotencyKey.current = newIdempotencyKey(); // the next fill is a new request
      form.reset(EMPTY_CONTACT);
      setStatus({ kind: 'sent', lead });
      getEventBus().emit('contact/sent', { lead, productCode });
      onSent?.(lead);
    } catch (error) {
      console.error('Error en solicitud de contacto.', error);
      setStatus({ kind: 'failed', supportEmail: await getSupportEmail() });
    } finally {
      inFlight.current = false;
    }
  });

  return { form, isGroup, status, submit, clearStatus: () => setStatus({ kind: 'idle' }) };
};

export type ContactFormState = ReturnType<typeof useContactForm>;
