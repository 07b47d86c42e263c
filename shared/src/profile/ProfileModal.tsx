import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Modal } from '../ui/Modal';
import { profileWording } from './profile-wording';

export interface ProfileModalProps {
  open: boolean;
  /** The server profile form (and stored profile) the prices are for: colombia, colectivo or pets. */
  productType: string;
  /** The form's submit label, when not the form's own 'Comparar'. */
  submitLabel?: string;
  /** 'large' on a plan page, where the modal is the request summary's centred profile entry. */
  size?: 'medium' | 'large';
  onClose: () => void;
}

/**
 * 'Who will be insured' (for pets: which pets), on every page that prices plans: the forms slice's profile form
 * in a modal. The form stores the profile and emits profile/completed, which re-prices what the page shows; the
 * modal closes on its successful submission.
 */
export const ProfileModal = ({ open, productType, submitLabel, size = 'medium', onClose }: ProfileModalProps) => {
  const { t } = useTranslation('shared');
  return (
    <Modal
      open={open}
      size={size}
      title={t('profileModal.title', { context: profileWording(productType) })}
      onClose={onClose}
    >
      <RemoteSlot
        module="qs_forms/ProfileForm"
        props={{ productType, submitLabel, onSubmitted: onClose }}
        minHeight={size === 'large' ? 320 : 280}
      />
    </Modal>
  );
};
