import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPartner, Modal, useReferrer, type ReferrerModalProps } from '@qs/shared';
import { useReferrerSearch } from '../hooks/useReferrerSearch';
import { isPseudoLogin } from '../model/referrer-rules';
import { ReferrerForm } from './ReferrerForm';
import { ReferrerResultModal } from './ReferrerResultModal';
import './referrer.css';

/**
 * The referrer modal (docs/product/forms.md#referrer-modal): the visitor identifies who referred them by e-mail; the result modal
 * says whom it found, or that nobody was found. In a partner's pseudo-login mode it cannot be dismissed
 * until a referrer is stored.
 */
export const ReferrerModal = ({ open, onClose, intro = [] }: ReferrerModalProps) => {
  const { t } = useTranslation('forms');
  const partner = getPartner();
  const stored = useReferrer();
  const { search, find, reset } = useReferrerSearch();
  const [email, setEmail] = useState('');
  const closeDisabled = isPseudoLogin(partner) && !stored;
  const showsResult = search.kind === 'found' || search.kind === 'not-found';

  const close = () => {
    if (closeDisabled) return;
    reset();
    onClose();
  };
  // A found referrer ends the flow; 'not found' goes back to the search with the e-mail kept, to correct it.
  const closeResult = () => (search.kind === 'found' ? close() : reset());

  return (
    <>
      <Modal
        open={open && !showsResult}
        title={t('referrer.title')}
        onClose={close}
        closeLabel={t('referrer.closeIcon')}
        closeDisabled={closeDisabled}
      >
        {intro.map((paragraph) => (
          <p key={paragraph} className="qs-referrer__intro">
            {paragraph}
          </p>
        ))}
        {closeDisabled && partner && (
          <p className="qs-referrer__pseudo-login">{t('referrer.pseudoLogin', { partner: partner.name })}</p>
        )}
        <ReferrerForm email={email} onEmailChange={setEmail} searching={search.kind === 'searching'} onSearch={find} />
      </Modal>
      <ReferrerResultModal open={open && showsResult} search={search} onClose={closeResult} />
    </>
  );
};
