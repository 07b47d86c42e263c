import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, RemoteSlot, useApiRequest, type PlanDetail } from '@qs/shared';
import { Disclosure } from '../detail-shared/Disclosure';
import { useChatAvailable } from './chat-availability';
import { getFaq } from './get-faq';
import { FaqAnswer } from './FaqAnswer';
import './faq.css';

export interface PlanFaqProps {
  plan: PlanDetail;
}

/**
 * The plan's FAQ: panels that open and close individually (several may be open), and the
 * 'Hablar con un ejecutivo' button. There is no chat widget yet, so the button opens the forms slice's
 * contact widget in a modal: an executive answers the request, which is what the chat is for.
 */
export const PlanFaq = ({ plan }: PlanFaqProps) => {
  const { t } = useTranslation('detail');
  const { state } = useApiRequest(`faq:${plan.id}`, (signal) => getFaq(plan.id, signal));
  const chatAvailable = useChatAvailable();
  const [contactOpen, setContactOpen] = useState(false);
  // The FAQ is a secondary block of the home tab: while loading or on failure it takes no room.
  const items = state.status === 'ready' ? state.value : [];
  if (items.length === 0 && !chatAvailable) return null;

  return (
    <section className="qs-faq" aria-labelledby="qs-faq-title">
      <h2 id="qs-faq-title" className="qs-faq__title">
        {t('faq.title')}
      </h2>
      {items.map((item) => (
        <Disclosure key={item.question} summary={item.question}>
          <FaqAnswer text={item.answer} />
        </Disclosure>
      ))}
      {chatAvailable && (
        <>
          <button type="button" className="qs-button qs-faq__chat" onClick={() => setContactOpen(true)}>
            {t('faq.chat')}
          </button>
          <Modal open={contactOpen} title={t('faq.chatTitle')} onClose={() => setContactOpen(false)}>
            <RemoteSlot
              module="qs_forms/ContactWidget"
              props={{ productCode: plan.productCode, productType: plan.insuranceType.name, inline: true }}
              minHeight={360}
            />
          </Modal>
        </>
      )}
    </section>
  );
};
