import { useTranslation } from 'react-i18next';
import { Modal, RemoteSlot } from '@qs/shared';
import { profileWording } from '../profile-wording/profile-wording';

export interface ProfileModalProps {
  open: boolean;
  productType: string;
  onClose: () => void;
}

/** 'Who will be insured' (for pets: which pets): the forms slice's profile form; closes on its successful submission. */
export const ProfileModal = ({ open, productType, onClose }: ProfileModalProps) => {
  const { t } = useTranslation('results');
  return (
    <Modal open={open} title={t('profile.modalTitle', { context: profileWording(productType) })} onClose={onClose}>
      <RemoteSlot module="qs_forms/ProfileForm" props={{ productType, onSubmitted: onClose }} minHeight={280} />
    </Modal>
  );
};
