import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, paths } from '@qs/shared';
import type { ReferrerSearch } from '../hooks/useReferrerSearch';

export interface ReferrerResultModalProps {
  open: boolean;
  search: ReferrerSearch;
  /** Found: ends the flow. Not found: back to the search. */
  onClose: () => void;
}

/** The result modal (docs/product/forms.md#referrer-modal): greeting, the found name, the portal link and a close button. */
export const ReferrerResultModal = ({ open, search, onClose }: ReferrerResultModalProps) => {
  const { t } = useTranslation('forms');
  const found = search.kind === 'found' ? search.referrer : null;
  return (
    <Modal
      open={open}
      title={found ? t('referrer.result.foundTitle') : t('referrer.result.notFoundTitle')}
      onClose={onClose}
      closeLabel={t('referrer.result.closeIcon')}
    >
      {found ? (
        <>
          <p className="qs-referrer__greeting">{t('referrer.result.greeting')}</p>
          <p className="qs-referrer__name">
            <strong>{found.name}</strong>
          </p>
          <p>{t('referrer.result.foundText')}</p>
          <p>
            <Link to={paths.customerPortal.getHref()} onClick={onClose}>
              {t('referrer.result.portal')}
            </Link>
          </p>
        </>
      ) : (
        <p role="alert">{t('referrer.Asesor-not-foud')}</p>
      )}
      <div className="qs-referrer__footer">
        <button type="button" className="qs-button" onClick={onClose}>
          {t('referrer.result.close')}
        </button>
      </div>
    </Modal>
  );
};
