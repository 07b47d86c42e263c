import { Modal } from '@qs/shared';
import { useHostTranslation } from '../i18n';

export interface ReferralsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The referral programme in short, opened from the footer's 'Referidos' button. */
export const ReferralsModal = ({ open, onClose }: ReferralsModalProps) => {
  const { t } = useHostTranslation();
  return (
    <Modal open={open} title={t('footer.referrals.title')} onClose={onClose} closeLabel={t('footer.referrals.close')}>
      <p>{t('footer.referrals.body')}</p>
      <p>{t('footer.referrals.how')}</p>
    </Modal>
  );
};
