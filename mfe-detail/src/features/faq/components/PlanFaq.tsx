import { useTranslation } from 'react-i18next';
import { CHAT_DESKTOP_QUERY, getEventBus, useApiRequest, useMediaQuery, type PlanDetail } from '@qs/shared';
import { Disclosure } from '../../../common/components/Disclosure';
import { useChatAvailable } from '../hooks/useChatAvailable';
import { getFaq } from '../api/get-faq';
import { FaqAnswer } from './FaqAnswer';
import './faq.css';

export interface PlanFaqProps {
  plan: PlanDetail;
}

/**
 * The plan's FAQ: panels that open and close individually (several may be open), and the
 * 'Hablar con un ejecutivo' button, which asks the host's chat launcher to open the live chat ('chat/open').
 */
export const PlanFaq = ({ plan }: PlanFaqProps) => {
  const { t } = useTranslation('detail');
  const desktop = useMediaQuery(CHAT_DESKTOP_QUERY);
  const { state } = useApiRequest(`faq:${plan.id}`, (signal) => getFaq(plan.id, signal));
  // The live chat is desktop-only (docs/product/chat.md#when-the-chat-is-offered): a phone gets no button that would open nothing.
  const chatAvailable = useChatAvailable() && desktop;
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
        <div className="qs-faq__chat">
          <button
            type="button"
            className="qs-button"
            onClick={() => getEventBus().emit('chat/open', { source: 'plan-faq' })}
          >
            {t('faq.chat')}
          </button>
        </div>
      )}
    </section>
  );
};
