import { useTranslation } from 'react-i18next';
import { Modal, RemoteSlot } from '@qs/shared';

export interface PlanModalProps {
  planUrl: string | null;
  onClose: () => void;
}

/** The detail slice's page in modal mode (the product's default way to open a card, docs/product/results.md#plan-modal). */
export const PlanModal = ({ planUrl, onClose }: PlanModalProps) => {
  const { t } = useTranslation('results');
  return (
    <Modal
      open={planUrl !== null}
      title={t('planModal.title')}
      closeLabel={t('planModal.close')}
      onClose={onClose}
      size="large"
    >
      {planUrl && (
        <RemoteSlot module="qs_detail/PlanDetailPage" props={{ mode: 'modal', planUrl, onClose }} minHeight={480} />
      )}
    </Modal>
  );
};
