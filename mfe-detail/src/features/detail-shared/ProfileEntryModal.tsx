import { useTranslation } from 'react-i18next';
import { Modal, RemoteSlot } from '@qs/shared';
import { profileWording, type ProfileFormKey } from './profile-form-of';

export interface ProfileEntryModalProps {
  open: boolean;
  /** The server profile form: colombia, colectivo or pets. */
  formKey: ProfileFormKey;
  onClose: () => void;
}

/**
 * Product rule (docs/product/detail.md#request-summary): the large, centred profile-entry modal of the request summary. The forms slice's form
 * stores the profile and emits profile/completed, which re-prices the plan (useDetailProfile).
 */
export const ProfileEntryModal = ({ open, formKey, onClose }: ProfileEntryModalProps) => {
  const { t } = useTranslation('detail');
  return (
    <Modal open={open} size="large" title={t('overview.profileModal.title', { context: profileWording(formKey) })} onClose={onClose}>
      <RemoteSlot
        module="qs_forms/ProfileForm"
        props={{ productType: formKey, submitLabel: t('overview.profileModal.submit'), onSubmitted: onClose }}
        minHeight={320}
      />
    </Modal>
  );
};
