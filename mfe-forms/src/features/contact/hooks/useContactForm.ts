import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ContactWidgetProps, LeadAnswer } from '@qs/shared';
import type { LeadMessages } from '../../../common/model/lead-fields';
import { authorisationOrError } from '../../../common/api/authorisation-or-error';
import { useLeadOutbox, type LeadSendStatus } from '../../lead-outbox';
import { CONTACT_PATH } from '../api/send-contact';
import { EMPTY_CONTACT, isGroupInsurance, makeContactSchema, type ContactValues } from '../model/contact-schema';
import { enteredProfileFor } from '../model/entered-profile';
import { toContactPayload } from '../model/to-payload';

export type ContactStatus = LeadSendStatus;

export interface ContactFormOptions extends Pick<ContactWidgetProps, 'productType' | 'productCode' | 'businessLine'> {
  /** `values`: what the visitor typed (the form is reset right after), e.g. for 'Comprar online'. */
  onSent?: (lead: LeadAnswer, values: ContactValues) => void;
}

/** The server-error box (docs/product/forms.md#server-error-box): shown once a kept request failed on the server this many times. */
export const SERVER_FAILURES_FOR_BOX = 2;

/**
 * The contact form's state machine (docs/product/forms.md#contact-widget): idle → sending → sent (form reset) or failed
 * (values kept), plus queued: the request is kept in the browser's outbox and sent when the API
 * answers again (docs/adr/0005-lead-outbox.md). The same data reuses its Idempotency-Key.
 */
export const useContactForm = ({ productType, productCode, businessLine, onSent }: ContactFormOptions) => {
  const { t } = useTranslation('forms');
  const isGroup = isGroupInsurance(productType);
  const schema = useMemo(
    () => makeContactSchema(isGroup, t('lead.errors', { returnObjects: true }) as LeadMessages),
    [isGroup, t],
  );
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: EMPTY_CONTACT });
  // What the visitor typed, handed to onSent after the form is reset (e.g. 'Comprar online').
  const sentValues = useRef<ContactValues>(EMPTY_CONTACT);
  const outbox = useLeadOutbox({
    kind: 'contact',
    path: CONTACT_PATH,
    logMessage: 'Error en solicitud de contacto.',
    onSent: (lead) => {
      form.reset(EMPTY_CONTACT);
      if (lead) onSent?.(lead, sentValues.current);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    // The button is disabled while sending; this also covers a second click in the same frame.
    if (outbox.status.kind === 'sending') return;
    const authorisation = await authorisationOrError(form, t('authorisation.unavailable'));
    if (!authorisation) return;
    sentValues.current = values;
    // Read at the send: the visitor may have entered or changed the profile while the form was open.
    const profile = enteredProfileFor(productCode, productType);
    outbox.send(toContactPayload(values, { isGroup, productType, productCode, businessLine, profile, authorisation }));
  });

  const { status } = outbox;
  /** The server keeps failing (the request waits in the outbox): the server-error box says what to do. */
  const serverError =
    status.kind === 'queued' && status.failures >= SERVER_FAILURES_FOR_BOX ? (status.lastError ?? 'server') : null;
  return { form, isGroup, status, submit, serverError, clearStatus: outbox.clear };
};

export type ContactFormState = ReturnType<typeof useContactForm>;
