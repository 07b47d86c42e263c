import type { ReactNode } from 'react';
import { Modal, RemoteSlot } from '@qs/shared';
import { useSite } from '../../app/site-context';
import { useHostTranslation } from '../i18n';

export interface ReferrerModalSlotProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The footer's 'Referidos': the forms slice's referrer modal (qs_forms/ReferrerModal), with QuieroSeguro's
 * programme text as its intro (none on a partner site, where the modal is the partner's referrer sign-in). While the slice loads, or when it is down or not allowed for the partner, a modal of the
 * shell's own holds the spinner or the error panel with 'Reintentar'; the rest of the page is untouched.
 */
export const ReferrerModalSlot = ({ open, onClose }: ReferrerModalSlotProps) => {
  const { t } = useHostTranslation();
  const { partner } = useSite();
  const intro = partner ? [] : [t('footer.referrals.body'), t('footer.referrals.how')];
  const frame = (fallback: ReactNode) => (
    <Modal open={open} title={t('footer.referrals.title')} onClose={onClose} closeLabel={t('footer.referrals.close')}>
      {fallback}
    </Modal>
  );
  return <RemoteSlot module="qs_forms/ReferrerModal" props={{ open, onClose, intro }} minHeight={160} frame={frame} />;
};
