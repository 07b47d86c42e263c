import { useTranslation } from 'react-i18next';
import { RemoteSlot, useApiRequest, type PlanDetail } from '@qs/shared';
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
 * 'Hablar con un ejecutivo' button. There is no chat widget yet, so the button is the forms slice's contact
 * widget in its button form, opening the contact modal: an executive answers the request, which is what the
 * chat is for.
 */
export const PlanFaq = ({ plan }: PlanFaqProps) => {
  const { t } = useTranslation('detail');
  const { state } = useApiRequest(`faq:${plan.id}`, (signal) => getFaq(plan.id, signal));
  const chatAvailable = useChatAvailable();
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
          <RemoteSlot
            module="qs_forms/ContactWidget"
            props={{
              productCode: plan.productCode,
              productType: plan.insuranceType.name,
              salesChannel: plan.insuranceMetadata?.metadata.salesChannel,
              buttonLabel: t('faq.chat'),
            }}
            minHeight={44}
            whenVisible
          />
        </div>
      )}
    </section>
  );
};
