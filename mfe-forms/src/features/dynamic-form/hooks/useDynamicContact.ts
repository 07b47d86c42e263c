import { useState } from 'react';
import { ApiError, getEventBus, getSupportEmail, type ContactWidgetProps, type LeadAnswer } from '@qs/shared';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { sendContact, type ContactPayload } from '../../contact/api/send-contact';
import type { DynamicFormAnswers, DynamicFormDefinition } from '../model/definition';
import { toContactFields } from '../model/to-contact-fields';
import { travelQuoteOf } from '../model/travel-answers';
import { buildTravelAssistanceUrl, isTravelProduct } from '../model/travel-url';

export type DynamicContactStatus =
  | { kind: 'idle' }
  | { kind: 'sent'; lead: LeadAnswer }
  | { kind: 'failed'; supportEmail: string }
  | { kind: 'travel'; url: string };

/** What the visitor gave as name, phone and e-mail (the advisor card's 'Comprar online' carries them on). */
export type SentContact = Pick<ContactPayload, 'first_name' | 'telefono' | 'email'>;

export interface DynamicContactOptions extends Pick<ContactWidgetProps, 'productType' | 'productCode' | 'businessLine'> {
  onSent?: (lead: LeadAnswer, contact: SentContact) => void;
}

/**
 * What the contact widget does with a dynamic form's answers. Travel products (seed 001 §7) open the
 * travel-assistance provider in a new tab. Every other form is a contact request through the contact
 * widget's own send path, with an Idempotency-Key per body (an identical resend stores one lead).
 */
export const useDynamicContact = ({ productType, productCode, businessLine, onSent }: DynamicContactOptions) => {
  const [status, setStatus] = useState<DynamicContactStatus>({ kind: 'idle' });
  const idempotency = useIdempotencyKey();

  const submit = async (answers: DynamicFormAnswers, definition: DynamicFormDefinition): Promise<void> => {
    setStatus({ kind: 'idle' });
    if (isTravelProduct(productType)) {
      const url = buildTravelAssistanceUrl(travelQuoteOf(answers, definition));
      window.open(url, '_blank', 'noopener');
      setStatus({ kind: 'travel', url });
      return;
    }
    const fields = toContactFields(answers, definition);
    const payload: ContactPayload = {
      ...fields,
      businessLine: definition.businessLineId ?? businessLine,
      productType,
      productCode,
      origin_url: location.href,
    };
    try {
      const lead = await sendContact(payload, idempotency.keyFor(payload));
      idempotency.forget(); // the next fill is a new request
      setStatus({ kind: 'sent', lead });
      getEventBus().emit('contact/sent', { lead, productCode });
      onSent?.(lead, { first_name: fields.first_name, telefono: fields.telefono, email: fields.email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) idempotency.forget();
      console.error('Error en solicitud de contacto.', error);
      setStatus({ kind: 'failed', supportEmail: await getSupportEmail() });
      throw error; // the form keeps the answers
    }
  };

  return { status, submit };
};
