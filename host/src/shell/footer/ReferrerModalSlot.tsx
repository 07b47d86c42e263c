import type { ReactNode } from 'react';
import { Modal, RemoteSlot } from '@qs/shared';
import { useHostTranslation } from '../i18n';

export interface ReferrerModalSlotProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The footer's 'Referidos': the forms slice's referrer modal (qs_forms/ReferrerModal), with the programme
 * text as its intro. While the slice loads, or when it is down or not allowed for the partner, a modal of the
 * shell's own holds the spinner or the error panel with 'Reintentar'; the rest of the page is untouched.
 */
export const ReferrerModalSlot = ({ open, onClose }: ReferrerModalSlotProps) => {
  const { t } = useHostTranslation();
  const frame = (fallback: ReactNode) => (
    <Modal open={open} title={t('footer.referrals.title')} onClose={onClose} closeLabel={t('footer.referrals.close')}>
      {fallback}
    </Modal>
  );
  return (
    <RemoteSlot
      module="qs_forms/ReferrerModal"
      props={{ open, onClose, intro: [t('footer.referrals.body'), t('footer.referrals.how')] }}
      minHeight={160}
      frame={frame}
    />
  );
};
