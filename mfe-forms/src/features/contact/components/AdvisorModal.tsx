import { useTranslation } from 'react-i18next';
import { Modal, type LeadAnswer } from '@qs/shared';
import { activeCalendar, type PurchaseInitialData, AdvisorCard } from '../../advisor';

export interface ContactSent {
  lead: LeadAnswer;
  /** What the visitor typed, for 'Comprar online'. */
  initialData: PurchaseInitialData;
}

export interface AdvisorModalProps {
  /** The lead just created; the modal shows while it has an assigned advisor. */
  sent: ContactSent | null;
  /** The widget lets an advisor's active calendar open the large booking modal. */
  allowCalendar: boolean;
  productCode?: string;
  salesChannel?: readonly string[];
  onClose: () => void;
  /** The visitor left for another page from the card ('Comprar online'). */
  onLeave: () => void;
}

/**
 * Product rule (docs/product/forms.md#advisor-card): after a send, an advisor with active calendar scheduling (when the widget allows it) is
 * shown in a large modal with the embedded booking calendar; otherwise "Tu asesor".
 */
export const AdvisorModal = ({
  sent,
  allowCalendar,
  productCode,
  salesChannel,
  onClose,
  onLeave,
}: AdvisorModalProps) => {
  const { t } = useTranslation('forms');
  const advisor = sent?.lead.dataSocio ?? null;
  const withCalendar = advisor !== null && allowCalendar && activeCalendar(advisor) !== null;
  return (
    <Modal
      open={advisor !== null}
      title={withCalendar ? t('advisor.calendarModalTitle') : t('advisor.modalTitle')}
      size={withCalendar ? 'large' : 'medium'}
      onClose={onClose}
      closeLabel={t('advisor.closeIcon')}
    >
      {advisor && sent && (
        <AdvisorCard
          advisor={advisor}
          leadId={sent.lead.id}
          bookingCalendar={withCalendar}
          productCode={productCode}
          salesChannel={salesChannel}
          initialData={sent.initialData}
          onLeave={onLeave}
        />
      )}
      <div className="qs-advisor__footer">
        <button type="button" className="qs-button" onClick={onClose}>
          {t('advisor.close')}
        </button>
      </div>
    </Modal>
  );
};
