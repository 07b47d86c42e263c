import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ContactWidgetProps, LeadAnswer } from '@qs/shared';
import type { LeadMessages } from '../../../lib/lead-fields';
import { useLeadOutbox, type LeadSendStatus } from '../../../lib/useLeadOutbox';
import { CONTACT_PATH } from '../api/send-contact';
import { EMPTY_CONTACT, isGroupInsurance, makeContactSchema } from '../model/contact-schema';
import { toContactPayload } from '../model/to-payload';

export type ContactStatus = LeadSendStatus;

export interface ContactFormOptions extends Pick<ContactWidgetProps, 'productType' | 'productCode' | 'businessLine'> {
  onSent?: (lead: LeadAnswer) => void;
}

/**
 * The contact form's state machine (seed 001 §4): idle → sending → sent (form reset) or failed
 * (values kept), plus queued: the request is kept in the browser's outbox and sent when the API
 * answers again (docs/adr/0005-lead-outbox.md). The same data reuses its Idempotency-Key.
 */
export const useContactForm = ({ productType, productCode, businessLine, onSent }: ContactFormOptions) => {
  const { t } = useTranslation('forms');
  const isGroup = isGroupInsurance(productType);
  const schema = useMemo(() => makeContactSchema(isGroup, t('lead.errors', { returnObjects: true }) as LeadMessages), [isGroup, t]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: EMPTY_CONTACT });
  const outbox = useLeadOutbox({
    kind: 'contact',
    path: CONTACT_PATH,
    logMessage: 'Error en solicitud de contacto.',
    onSent: (lead) => {
      form.reset(EMPTY_CONTACT);
      if (lead) onSent?.(lead);
    },
  });

  const submit = form.handleSubmit((values) => {
    // The button is disabled while sending; this also covers a second click in the same frame.
    if (outbox.status.kind === 'sending') return;
    outbox.send(toContactPayload(values, { isGroup, productType, productCode, businessLine }));
  });

  return { form, isGroup, status: outbox.status, submit, clearStatus: outbox.clear };
};

export type ContactFormState = ReturnType<typeof useContactForm>;
