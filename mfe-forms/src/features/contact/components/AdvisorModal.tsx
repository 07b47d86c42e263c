import { useTranslation } from 'react-i18next';
import { Modal, type LeadAnswer } from '@qs/shared';
import { AdvisorCard } from '../../../ui/AdvisorCard';

export interface AdvisorModalProps {
  /** The lead just created; the modal shows while it has an assigned advisor. */
  lead: LeadAnswer | null;
  onClose: () => void;
}

/** "Asignación automática de Seguro": who will call the visitor back. */
export const AdvisorModal = ({ lead, onClose }: AdvisorModalProps) => {
  const { t } = useTranslation('forms');
  const advisor = lead?.dataSocio ?? null;
  return (
    <Modal open={advisor !== null} title={t('advisor.modalTitle')} onClose={onClose} closeLabel={t('advisor.closeIcon')}>
      {advisor && lead && <AdvisorCard advisor={advisor} leadId={lead.id} />}
      <div className="qs-advisor__footer">
        <button type="button" className="qs-button" onClick={onClose}>
          {t('advisor.close')}
        </button>
      </div>
    </Modal>
  );
};
