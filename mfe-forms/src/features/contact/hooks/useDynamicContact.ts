import { useRef, useState } from 'react';
import { filter, firstValueFrom } from 'rxjs';
import {
  getOutbox,
  type ContactWidgetProps,
  type DataAuthorisation,
  type LeadAnswer,
  type DynamicFormDefinition,
} from '@qs/shared';
import { dataAuthorisation } from '../../../common/api/policy-version';
import { useLeadOutbox, type LeadSendStatus } from '../../lead-outbox';
import { CONTACT_PATH, type ContactPayload } from '../api/send-contact';
import {
  type DynamicFormAnswers,
  toContactFields,
  travelQuoteOf,
  buildTravelAssistanceUrl,
  isTravelProduct,
} from '../../dynamic-form';

export type DynamicContactStatus = LeadSendStatus | { kind: 'travel'; url: string };

/** What the visitor gave as name, phone and e-mail (the advisor card's 'Comprar online' carries them on). */
export type SentContact = Pick<ContactPayload, 'first_name' | 'telefono' | 'email'>;

export interface DynamicContactOptions extends Pick<
  ContactWidgetProps,
  'productType' | 'productCode' | 'businessLine'
> {
  onSent?: (lead: LeadAnswer, contact: SentContact) => void;
}

/** Thrown to the form so it keeps the answers: the request is kept (queued) or was refused. */
class NotSentYet extends Error {}

/**
 * What the contact widget does with a dynamic form's answers. Travel products (docs/product/forms.md#travel-quote) open the
 * travel-assistance provider in a new tab. Every other form is a contact request sent through the
 * page's lead outbox like the fixed form (docs/adr/0005-lead-outbox.md): the form resets once the
 * API confirmed it, and keeps the answers while the request waits in the outbox or was refused.
 */
export const useDynamicContact = ({ productType, productCode, businessLine, onSent }: DynamicContactOptions) => {
  const [travelUrl, setTravelUrl] = useState<string | null>(null);
  /** The policy's version could not be read: nothing was sent (docs/security.md#data-authorisation). */
  const [authorisationUnavailable, setAuthorisationUnavailable] = useState(false);
  const outbox = useLeadOutbox({
    kind: 'contact',
    path: CONTACT_PATH,
    logMessage: 'Error en solicitud de contacto.',
    onSent: (lead) => lead && sentContact.current && onSent?.(lead, sentContact.current),
  });
  const sentContact = useRef<SentContact | null>(null);

  const submit = async (answers: DynamicFormAnswers, definition: DynamicFormDefinition): Promise<void> => {
    setTravelUrl(null);
    if (isTravelProduct(productType)) {
      const url = buildTravelAssistanceUrl(travelQuoteOf(answers, definition));
      window.open(url, '_blank', 'noopener');
      setTravelUrl(url);
      return;
    }
    setAuthorisationUnavailable(false);
    let autorizacionDatos: DataAuthorisation;
    try {
      autorizacionDatos = await dataAuthorisation();
    } catch {
      setAuthorisationUnavailable(true);
      throw new NotSentYet('authorisation');
    }
    const payload: ContactPayload = {
      ...toContactFields(answers, definition),
      businessLine: definition.businessLineId ?? businessLine,
      productType,
      productCode,
      origin_url: location.href,
      autorizacionDatos,
    };
    sentContact.current = { first_name: payload.first_name, telefono: payload.telefono, email: payload.email };
    const id = outbox.send(payload);
    // The form shows 'sending' until the outbox knows more: sent, kept for later, or refused.
    const outcome = await firstValueFrom(
      getOutbox()
        .watch(id)
        .pipe(filter((entry) => entry?.status !== 'sending')),
    );
    if (outcome?.status !== 'sent') throw new NotSentYet(outcome?.status ?? 'discarded');
  };

  const status: DynamicContactStatus = travelUrl ? { kind: 'travel', url: travelUrl } : outbox.status;
  return { status, submit, authorisationUnavailable };
};
